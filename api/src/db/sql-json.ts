import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * A timestamptz as JSON text the way `Date.prototype.toISOString` writes it (UTC, milliseconds, `Z`), for answers
 * built in the database that must read the same as ones built from rows.
 */
export const isoTimestamp = (value: SQLWrapper) => sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
