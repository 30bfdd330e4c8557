import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_PEOPLE_MESSAGES, GroupList, GroupPeopleList, PATHS } from '@trellis/contracts';
import { pageWindow } from '../../http/paging.ts';
import { indexPlan, loggingDatabase } from '../../test-support/statement-log.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { listGroupPeople } from '../groups-membership/group-people.ts';

describe("a group's people", () => {
  let t: TestApp;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp();
    const all = GroupList.parse((await t.inject({ url: api(`${PATHS.groups}?page_size=100`) })).json());
    for (const group of all.data) ids.set(group.name_slug, group.id);
  });
  afterAll(() => t.close());

  const people = async (slug: string, query: string, email: string | null) =>
    t.inject({ url: api(`${PATHS.groupPeople(ids.get(slug) ?? 999_999)}?${query}`), headers: email ? await t.authHeader(email) : {} });

  it('shows the administrators to anyone', async () => {
    const answer = await people('trellis-career-network', 'kind=administrators', null);
    expect(answer.statusCode).toBe(200);
    const list = GroupPeopleList.parse(answer.json());
    expect(list.data.map((person) => person.role).every((role) => role === 'admin' || role === 'leader')).toBe(true);
    expect(list.data.map((person) => person.name)).toContain('Priya Natarajan');
  });

  it('shows the other members to the group’s members and staff only, paged', async () => {
    expect((await people('trellis-career-network', 'kind=members', null)).json()).toEqual({ detail: GROUP_PEOPLE_MESSAGES.membersOnly });
    const outsider = await people('lumen-robotics', 'kind=members', 'leader@trellis.test');
    expect(outsider.statusCode).toBe(403);
    const member = GroupPeopleList.parse(
      (await people('trellis-career-network', 'kind=members&page_size=2', 'member@trellis.test')).json(),
    );
    expect(member.data).toHaveLength(2);
    expect(member.pagination.count).toBeGreaterThan(2);
    expect(member.data.every((person) => person.role !== 'admin' && person.role !== 'leader')).toBe(true);
    const past = GroupPeopleList.parse((await people('trellis-career-network', 'kind=members&page=500', 'staff@trellis.test')).json());
    expect(past).toMatchObject({ data: [], pagination: { count: member.pagination.count } });
  });

  it('reads a page in one statement whose kept plan fetches only the page’s memberships, by their key', async () => {
    const { db, statements } = loggingDatabase(t.database.connection.db);
    await listGroupPeople(db, ids.get('trellis-career-network')!, 'members', pageWindow({ page: 2 }, 2));
    expect(statements).toHaveLength(1);
    const plan = await indexPlan(t.database.connection.db, statements[0]!, { generic: true });
    expect(plan).toMatch(/memberships_pkey[^\n]*\n\s+Index Cond: \(id = ANY/);
  });

  it('answers 404 for a missing group and 400 for a bad kind', async () => {
    expect((await people('no-such-group', 'kind=administrators', null)).statusCode).toBe(404);
    expect((await people('trellis-career-network', 'kind=everyone', null)).statusCode).toBe(400);
  });
});
