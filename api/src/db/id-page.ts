import { sql, type AnyColumn, type SQLWrapper } from 'drizzle-orm';

/**
 * `key = any(array(page))`: keeps the rows whose key a page query cut. A statement kept for reuse has its LIMIT as a
 * parameter, which the planner takes for a tenth of the matching rows; joined as a derived table, a large group's
 * page would be planned as a hash join over the whole table, so PostgreSQL plans it anew on every call instead. An
 * array of unknown length counts as ten elements, so the one kept plan fetches the page's rows by their key.
 */
export const inIdPage = (key: AnyColumn, page: SQLWrapper) => sql`${key} = any(array(${page}))`;
