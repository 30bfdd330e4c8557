import { sql, type SQL } from 'drizzle-orm';
import { type PeopleAndGroupsHit } from '@trellis/contracts';
import { activeSessionOf } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { prefixRange } from '../../text/prefix-range.ts';

/**
 * How far past the page's end the people search's total counts. The finders show a page at a time and never the
 * total: the count need only say whether, and roughly how many, pages follow. Counting every match of a common name
 * would read a share of the whole membership on each keystroke, so a search costs the same at any membership size.
 */
const PERSON_COUNT_AHEAD = 100;

/**
 * The ways a member matches a search, best first: the full name starts with it ("dana", "dana sc"), the last name
 * does, or the profile slug does ("dana-scale"). Each key is the expression of an index in byte order (collation
 * "C"), so a branch reads its matches off that index already in order and stops once it has enough, however many
 * members there are; a "contains" match could not be read in any order and sorted every match of a common name.
 * A member is listed under the first way they match only.
 */
const FULL_NAME = sql`lower(u.first_name || ' ' || u.last_name) collate "C"`;
const LAST_NAME = sql`lower(u.last_name) collate "C"`;
const SLUG = sql`lower(p.name_slug) collate "C"`;
/**
 * A value of the search the planner does not see: read through a one-row subquery, it is known only once the
 * statement runs. Every search then gets the same plan, which reads each branch's range off its index whatever the
 * range holds, and PostgreSQL keeps that plan after the first few searches; with the values in sight it planned each
 * search anew (it found no generic plan as cheap as the ones it made per value), which cost more than the search.
 * The limits are unseen too: the planner guesses a range of unknown ends at a few hundred rows, and a limit it could
 * see above that guess, such as the count's 1,000, made it sort the whole range of a common name instead of reading
 * the index in order until the limit.
 */
const unseen = (name: string, type: 'text' | 'int') => sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
/** The key starts with the search: it lies in the search's `prefixRange`, which the key's index reads as a range. */
const startsWith = (key: SQL) => sql`(${key} >= ${unseen('from', 'text')} and ${key} < ${unseen('to', 'text')})`;
const BRANCHES = [
  { key: FULL_NAME, match: startsWith(FULL_NAME) },
  { key: LAST_NAME, match: sql`${startsWith(LAST_NAME)} and not ${startsWith(FULL_NAME)}` },
  { key: SLUG, match: sql`${startsWith(SLUG)} and not ${startsWith(FULL_NAME)} and not ${startsWith(LAST_NAME)}` },
];

/**
 * Every branch's matches among active members other than the searcher, up to `limit` each, in order: a count asks
 * for them in order too, so that it reads the index range rather than every member until it has counted enough.
 */
function matchingMembers(columns: (branch: number, key: SQL) => SQL, limit: SQL): SQL {
  const member = sql`from users u join profiles p on p.user_id = u.id where u.is_active and u.id <> ${users.id}`;
  const branches = BRANCHES.map(
    ({ key, match }, branch) => sql`(select ${columns(branch, key)} ${member} and ${match} order by ${key}, u.id limit ${limit})`,
  );
  return sql.join(branches, sql` union all `);
}

/**
 * A page of people search results, with their total (capped) and the searcher's session check, in one statement
 * prepared once and planned alike for every search (see `unseen`).
 */
const personSearchQuery = perDatabase((db: Database) =>
  db
    .select({
      count: sql<number>`(select least(count(*), ${unseen('countCap', 'int')})::int
        from (${matchingMembers(() => sql`1`, unseen('countCap', 'int'))}) capped)`,
      data: sql<PeopleAndGroupsHit[]>`coalesce((select json_agg(json_build_object(
          'id', u.id,
          'name', btrim(u.first_name || ' ' || u.last_name),
          'image', p.picture,
          'name_slug', coalesce(p.name_slug, ''),
          'headline', p.short_bio,
          'group_type', null
        ) order by page.branch, page.key, page.id)
        from (select m.* from (${matchingMembers(
          (branch, key) => sql`${sql.raw(String(branch))} as branch, ${key} as key, u.id`,
          unseen('reach', 'int'),
        )}) m order by m.branch, m.key, m.id limit ${unseen('limit', 'int')} offset ${unseen('offset', 'int')}) page
        join users u on u.id = page.id join profiles p on p.user_id = u.id), '[]'::json)`,
    })
    .from(users)
    .innerJoin(sessions, activeSessionOf())
    .prepare('chat_person_search'),
);

export interface PersonSearch {
  userId: number;
  sessionId: string;
  /** The lower-cased search. */
  search: string;
  limit: number;
  offset: number;
}

/**
 * One row when the session is still active: the page of matches and their count, which stops `PERSON_COUNT_AHEAD`
 * past the page's end; none when the session ended.
 */
export function searchPeople(db: Database, { search, ...values }: PersonSearch) {
  // Each branch may need every row before the page as well as the page itself.
  const reach = values.offset + values.limit;
  return personSearchQuery(db).execute({ ...values, ...prefixRange(search), reach, countCap: reach + PERSON_COUNT_AHEAD });
}
