import { sql, type SQLWrapper } from 'drizzle-orm';
import type { GroupBrief } from '@trellis/contracts';

/**
 * A timestamptz as JSON text the way `Date.prototype.toISOString` writes it (UTC, milliseconds, `Z`), for answers
 * built in the database that must read the same as ones built from rows.
 */
export const isoTimestamp = (value: SQLWrapper) => sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The groups row `group` (an alias) as a GroupBrief in JSON; null when an outer join found no group. */
export const groupBriefJson = (group: SQLWrapper) => sql<GroupBrief | null>`case when ${group}.id is null then null
  else json_build_object('id', ${group}.id, 'name', ${group}.name, 'name_slug', ${group}.name_slug, 'group_type', ${group}.group_type) end`;
