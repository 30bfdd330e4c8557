import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupList, GroupMemberList, MembersQuery, PATHS, SEARCH_TOO_SHORT } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { indexPlan, loggingDatabase } from '../../test-support/statement-log.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { listMembers } from './members-list.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { pageWindow } from '../../http/paging.ts';

describe('GET /groups/{id}/members/', () => {
  let t: TestApp;
  let circle: number;
  beforeAll(async () => {
    t = await createTestApp();
    const all = GroupList.parse((await t.inject({ url: api(`${PATHS.groups}?group_type=circle&page_size=100`) })).json());
    circle = all.data.find((group) => group.name_slug === 'ai-foundations-for-career-changers')!.id;
  });
  afterAll(() => t.close());

  const members = async (query: string, email: string | null = 'leader@trellis.test', id = circle) =>
    t.inject({ url: api(`${PATHS.groupMembers(id)}${query}`), headers: email ? await t.authHeader(email) : {} });
  const names = async (query: string, email?: string) =>
    GroupMemberList.parse((await members(query, email)).json()).data.map((member) => member.name);

  it('lists accepted members by default, 15 a page, oldest first', async () => {
    const page = GroupMemberList.parse((await members('')).json());
    expect(page.pagination).toEqual({ count: 3, page: 1, page_size: 15 });
    expect(page.data.map((member) => member.name)).toEqual(['Emily Carter', 'Sofia Rossi', 'Daniel Okafor']);
    expect(page.data.find((member) => member.name === 'Sofia Rossi')).toMatchObject({
      membership_status: 'accepted',
      payment_status: 'pending',
    });
  });

  it('lists each tab: pending with their answers, rejected with the reason, unverified', async () => {
    const pending = GroupMemberList.parse((await members('?status=pending')).json()).data;
    expect(pending.map((member) => member.name)).toEqual(['Grace Kim', 'Mateo Alvarez', 'Jordan Lee']);
    expect(pending[0]!.extra_info).toMatchObject({ answers: { experience: 'Sometimes' } });
    const rejected = GroupMemberList.parse((await members('?status=rejected')).json()).data;
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reason).toMatch(/founders circle/);
    expect(await names('?status=unverified')).toEqual(['Jordan Lee']);
  });

  it('filters by role, country, verification and name', async () => {
    expect(await names('?role=leader')).toEqual(['Daniel Okafor']);
    expect(await names('?status=pending&country=South%20Korea')).toEqual(['Grace Kim']);
    expect(await names('?status=pending&is_verified=false')).toEqual(['Jordan Lee']);
    expect(await names('?status=pending&search=%20ma%20')).toEqual(['Mateo Alvarez']);
    expect(await names('?search=%25%25')).toEqual([]);
    // Grace Kim's professional field is option 3 and Mateo Alvarez's option 8 in the demo data.
    expect(await names('?status=pending&professional_fields=3,8')).toEqual(['Grace Kim', 'Mateo Alvarez']);
    expect(await names('?status=pending&professional_fields=8')).toEqual(['Mateo Alvarez']);
  });

  it('pages in the database and counts past the last page', async () => {
    const second = GroupMemberList.parse((await members('?page=2&page_size=2')).json());
    expect(second.data.map((member) => member.name)).toEqual(['Daniel Okafor']);
    expect(second.pagination.count).toBe(3);
    const beyond = GroupMemberList.parse((await members('?page=9&page_size=2')).json());
    expect(beyond).toEqual({ data: [], pagination: { count: 3, page: 9, page_size: 2 } });
  });

  it('keeps each tab’s total current as memberships arrive, change status and go', async () => {
    const db = t.database.connection.db;
    const totals = async () => {
      const tabs = ['accepted', 'pending', 'rejected'] as const;
      const counts = await Promise.all(
        tabs.map(async (tab) => GroupMemberList.parse((await members(`?status=${tab}`)).json()).pagination.count),
      );
      return Object.fromEntries(tabs.map((tab, i) => [tab, counts[i]]));
    };
    const before = await totals();
    const [user] = await db
      .insert(users)
      .values({ email: 'counted@members.test', passwordHash: '!', firstName: 'Counted', lastName: 'Member' })
      .returning({ id: users.id });
    const [membership] = await db
      .insert(memberships)
      .values({ userId: user!.id, groupId: circle, status: 'pending' })
      .returning({ id: memberships.id });
    expect(await totals()).toEqual({ ...before, pending: before.pending! + 1 });
    await db.update(memberships).set({ status: 'accepted' }).where(eq(memberships.id, membership!.id));
    expect(await totals()).toEqual({ ...before, accepted: before.accepted! + 1 });
    await db.delete(users).where(eq(users.id, user!.id));
    expect(await totals()).toEqual(before);

    // One statement writing several memberships changes each total once, by what it changed in all.
    const people = await db
      .insert(users)
      .values([1, 2, 3].map((n) => ({ email: `counted-${n}@members.test`, passwordHash: '!', firstName: 'Counted', lastName: `${n}` })))
      .returning({ id: users.id });
    const ids = people.map((person) => person.id);
    await db.insert(memberships).values(ids.map((userId) => ({ userId, groupId: circle, status: 'pending' as const })));
    await db
      .update(memberships)
      .set({ status: 'accepted' })
      .where(and(eq(memberships.groupId, circle), inArray(memberships.userId, ids.slice(0, 2))));
    expect(await totals()).toEqual({ ...before, pending: before.pending! + 1, accepted: before.accepted! + 2 });
    await db.delete(users).where(inArray(users.id, ids));
    expect(await totals()).toEqual(before);
  });

  it('reads a page and its total in one statement, cut straight from the memberships index', async () => {
    const { db, statements } = loggingDatabase(t.database.connection.db);
    await listMembers(db, circle, MembersQuery.parse({ status: 'pending' }), pageWindow({ page: 1 }, 15), 1);
    expect(statements).toHaveLength(1);
    // The page's Limit reads the index scan, with only the one-row subqueries of its limit and offset between them:
    // no sort of the skipped memberships precedes the offset.
    expect(await indexPlan(t.database.connection.db, statements[0]!)).toMatch(
      /Limit[^\n]*\n(\s*(InitPlan \d+|->\s+Result)[^\n]*\n)*\s*->\s+Index (Only )?Scan using memberships_group_status_idx/,
    );
  });

  it('keeps one plan for every page, which fetches only the memberships on the page by their key', async () => {
    const { db, statements } = loggingDatabase(t.database.connection.db);
    await listMembers(db, circle, MembersQuery.parse({}), pageWindow({ page: 2 }, 15), 1);
    // The plan kept for any group, page size and offset: the page's ids are read off the group's index, then each
    // membership by key. A join to the page as a derived table would be planned for a tenth of a large group instead.
    const plan = await indexPlan(t.database.connection.db, statements[0]!, { generic: true });
    expect(plan).toMatch(/memberships_pkey[^\n]*\n\s+Index Cond: \(id = ANY/);
    expect(plan).toMatch(/Index Only Scan using memberships_group_status_idx/);
  });

  it('asks for at least two characters to search, and checks every filter', async () => {
    const short = await members('?search=g');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ field_errors: { search: [SEARCH_TOO_SHORT] } });
    for (const query of [
      '?professional_fields=3;drop',
      '?professional_fields=,',
      '?status=left',
      '?role=owner',
      '?page=0',
      '?page_size=501',
      '?is_verified=maybe',
      `?country=${'x'.repeat(101)}`,
    ]) {
      expect((await members(query)).statusCode, query).toBe(400);
    }
  });

  it('is for the group’s administrators and staff only', async () => {
    expect((await members('', null)).statusCode).toBe(401);
    for (const email of ['emily.carter@example.org', 'member@trellis.test', 'admin@trellis.test']) {
      const response = await members('', email);
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toEqual({ detail: MESSAGES.groupMembership.noPermission });
    }
    expect((await members('', 'staff@trellis.test')).statusCode).toBe(200);
    expect((await members('', 'staff@trellis.test', 999_999)).statusCode).toBe(404);
  });
});
