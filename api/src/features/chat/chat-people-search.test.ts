import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Identity, PATHS, PersonSearchResults } from '@trellis/contracts';
import { users } from '../../db/schema/index.ts';
import { indexPlan, loggingDatabase, planChoices } from '../../test-support/statement-log.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { searchPeople } from './person-search.ts';

const MEMBER = 'member@trellis.test';
const ADMIN = 'admin@trellis.test';
const LEADER = 'leader@trellis.test';

describe('finding people to chat with', () => {
  let first: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    first = await createTestApp();
    for (const email of [MEMBER, ADMIN]) {
      const response = await first.inject({ method: 'GET', url: api(PATHS.identity), headers: await first.authHeader(email) });
      ids[email] = Identity.parse(response.json()).id;
    }
  });
  afterAll(() => first.close());

  it('finds people by name from two characters, never the searcher', async () => {
    const search = async (query: string) =>
      first.inject({ method: 'GET', url: api(`${PATHS.search}?${query}`), headers: await first.authHeader(MEMBER) });
    const found = PersonSearchResults.parse((await search('type=user&search=nataraj')).json());
    expect(found.data).toContainEqual(expect.objectContaining({ id: ids[ADMIN], name: 'Priya Natarajan', name_slug: 'priya-natarajan' }));
    // The other tests' members copied from the demo admin share her name, and no one else matches.
    expect(found.data.every((person) => person.name === 'Priya Natarajan')).toBe(true);
    const self = PersonSearchResults.parse((await search('type=user&search=maya')).json());
    expect(self.data.some((person) => person.id === ids[MEMBER])).toBe(false);
    const short = await search('type=user&search=p');
    expect(short.statusCode).toBe(400);
    expect(short.json().field_errors.search).toEqual(['Enter at least 2 characters']);
    expect((await search('type=organization&search=lumen')).statusCode).toBe(400);
    // A page past any a finder reaches is refused before its offset reaches the database.
    const far = await search('type=user&search=maya&page=1000000000');
    expect(far.statusCode).toBe(400);
    expect(far.json().field_errors.page).toBeDefined();
  });

  it('finds people whose full name, last name or slug starts with the search, in that order, each once', async () => {
    const search = async (text: string) =>
      PersonSearchResults.parse(
        (
          await first.inject({
            method: 'GET',
            url: api(`${PATHS.search}?type=user&search=${encodeURIComponent(text)}`),
            headers: await first.authHeader(MEMBER),
          })
        ).json(),
      ).data.map((person) => person.id);
    const named = async (firstName: string, lastName: string) => {
      const member = await first.newMember({ like: LEADER });
      await first.database.connection.db.update(users).set({ firstName, lastName }).where(eq(users.id, member.id));
      return member;
    };
    const lastNamed = await named('Orbit', 'Quillfeather');
    const firstNamed = await named('Quillfeather', 'Orbit');
    expect(await search('QUILLF')).toEqual([firstNamed.id, lastNamed.id]);
    expect(await search('quillfeather orb')).toEqual([firstNamed.id]);
    // Starts with, not contains: the middle of a name finds nobody.
    expect(await search('uillfeather')).toEqual([]);
    // The slug holds no part of the name here; its start finds the member once.
    expect(await search(firstNamed.slug)).toEqual([firstNamed.id]);
    // % and _ are letters to match, not wildcards.
    expect(await search('quill%')).toEqual([]);
  });

  it('counts the matches up to a hundred past the page, so a common name costs what a rare one does', async () => {
    const db = first.database.connection.db;
    await db.execute(sql`insert into users (email, password_hash, first_name, last_name, is_verified)
      select 'countwell-' || g || '@trellis.test', '!', 'Countwell', 'Member ' || g, true from generate_series(1, 130) g`);
    await db.execute(sql`insert into profiles (user_id, name_slug)
      select id, 'countwell-member-' || id from users where email like 'countwell-%'`);
    const count = async (page: number, pageSize: number) => {
      const response = await first.inject({
        url: api(`${PATHS.search}?type=user&search=countwell&page=${page}&page_size=${pageSize}`),
        headers: await first.authHeader(MEMBER),
      });
      const { data, pagination } = PersonSearchResults.parse(response.json());
      return [data.length, pagination.count];
    };
    expect(await count(1, 12)).toEqual([12, 112]);
    expect(await count(2, 12)).toEqual([12, 124]);
    expect(await count(11, 12)).toEqual([10, 130]);
  });

  it('plans a search once for all searches, reading each way of matching off its index', async () => {
    const db = first.database.connection.db;
    const searcher = { userId: ids[MEMBER]!, sessionId: '00000000-0000-0000-0000-000000000000', limit: 20, offset: 0 };
    const searches = ['ma', 'priya', 'natarajan', 'quillfeather orbit', 'zz', 'da', 'p-', 'lumen', 'maya', 'priya-natarajan'];
    const plans = await planChoices(db, async (single) => {
      for (const search of searches) await searchPeople(single, { ...searcher, search });
    });
    // At most the first five searches are planned for their values (fewer when earlier tests' searches came first on
    // the same connection); from then on the kept plan serves every search.
    expect(plans.custom).toBeLessThanOrEqual(5);
    expect(plans.generic).toBeGreaterThanOrEqual(searches.length - 5);
    const { db: logged, statements } = loggingDatabase(db);
    await searchPeople(logged, { ...searcher, search: 'da' });
    expect(statements).toHaveLength(1);
    const plan = await indexPlan(db, statements[0]!);
    // The values the planner does not see still bound each index's range.
    for (const index of ['users_full_name_prefix_idx', 'users_last_name_prefix_idx', 'profiles_name_slug_prefix_idx'])
      expect(plan).toMatch(new RegExp(`Index Scan (using|on) ${index}`));
  });
});
