import { sql, type SQL } from 'drizzle-orm';
import { type PeopleAndGroupsHit } from '@trellis/contracts';
import { activeSessionOf } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { perDatabase, renderedOnce } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { prefixRange } from '../../text/prefix-range.ts';

/**
 * Where the people search's total stops counting: the finder shows a page at a time and never the total, and
 * counting every match of a common name would read a share of the whole membership on each keystroke.
 */
const PERSON_COUNT_CAP = 1_000;

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
/** The key starts with the search: it lies in the search's `prefixRange`, which the key's index reads as a range. */
const startsWith = (key: SQL) => sql`(${key} >= ${sql.placeholder('from')}::text and ${key} < ${sql.placeholder('to')}::text)`;
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
 * rendered once and planned for each search: how much of each index the search's range covers decides the best
 * plan (a common name's range holds a share of the membership), which a generic plan cannot see.
 */
const personSearchQuery = perDatabase((db: Database) =>
  renderedOnce(
    db
      .select({
        count: sql<number>`(select least(count(*), ${PERSON_COUNT_CAP})::int
        from (${matchingMembers(() => sql`1`, sql`${PERSON_COUNT_CAP}`)}) capped)`,
        data: sql<PeopleAndGroupsHit[]>`coalesce((select json_agg(json_build_object(
          'id', u.id,
          'name', btrim(u.first_name || ' ' || u.last_name),
          'image', p.picture,
          'name_slug', coalesce(p.name_slug, ''),
          'headline', p.short_bio,
          'group_type', null
        ) order by page.branch, page.key, page.id)
        from (select m.* from (${matchingMembers(
          (branch, key) => sql`${branch}::int as branch, ${key} as key, u.id`,
          sql`${sql.placeholder('reach')}`,
        )}) m order by m.branch, m.key, m.id limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) page
        join users u on u.id = page.id join profiles p on p.user_id = u.id), '[]'::json)`,
      })
      .from(users)
      .innerJoin(sessions, activeSessionOf()),
  ),
);

export interface PersonSearch {
  userId: number;
  sessionId: string;
  /** The lower-cased search. */
  search: string;
  limit: number;
  offset: number;
}

/** One row when the session is still active: the page of matches and their capped count; none when it ended. */
export function searchPeople(db: Database, { search, ...values }: PersonSearch) {
  // Each branch may need every row before the page as well as the page itself.
  return personSearchQuery(db).execute({ ...values, ...prefixRange(search), reach: values.offset + values.limit });
}
