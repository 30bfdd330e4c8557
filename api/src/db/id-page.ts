import { sql, type AnyColumn, type SQLWrapper } from 'drizzle-orm';
import type { PageWindow } from '../http/paging.ts';

/**
 * `key = any(array(ids))`, where `ids` is a query of the keys in the list's order that `window` cuts: keeps only the
 * rows of that page. Two choices keep a large list's page as cheap as a small one's in a statement planned once:
 * - An array of unknown length counts as ten rows, so the page's rows are fetched by key. Joined as a derived table,
 *   the page of a group of 100,000 was planned for a tenth of its members, as a hash join over the whole table.
 * - The limit and offset are one-row subqueries, so no plan made for one call's values looks cheaper than the one
 *   kept for all. With a limit of 15 in sight, each call's own plan looked cheaper and PostgreSQL planned every call
 *   anew: a millisecond on PGlite at 100,000 members, against none at 1,000.
 */
export const inIdPage = (key: AnyColumn, ids: SQLWrapper, window: PageWindow) =>
  sql`${key} = any(array(${ids} limit (select ${window.limit}::int) offset (select ${window.offset}::int)))`;
