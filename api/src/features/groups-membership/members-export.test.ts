import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupList, PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { groups, memberships, profiles, users } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const AI_CIRCLE = 'ai-foundations-for-career-changers';
const LEADER = 'leader@trellis.test';

/** Rows of a CSV answer, parsed just enough for these files: no field holds a line break. */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n')
    .map((line) =>
      line
        .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
        .slice(0, -1)
        .map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '').replaceAll('""', '"')),
    );

describe('members CSV export', () => {
  let t: TestApp;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp();
    const all = GroupList.parse((await t.inject({ url: api(`${PATHS.groups}?page_size=100`) })).json());
    for (const group of all.data) ids.set(group.name_slug, group.id);
  });
  afterAll(() => t.close());

  const exportOf = async (email: string | null, query: string) =>
    t.inject({ url: api(`${PATHS.exportGroupMembership}?${query}`), headers: email ? await t.authHeader(email) : {} });

  it('lets only the group administrators and staff download', async () => {
    const query = `group_id=${ids.get(AI_CIRCLE)}`;
    expect((await exportOf(null, query)).statusCode).toBe(401);
    const member = await exportOf('member@trellis.test', query);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ detail: MESSAGES.groupMembership.noPermission });
    expect((await exportOf('admin@trellis.test', query)).statusCode).toBe(403);
    expect((await exportOf('staff@trellis.test', query)).statusCode).toBe(200);
    expect((await exportOf(LEADER, 'group_id=999999')).statusCode).toBe(404);
    expect((await exportOf(LEADER, 'group_id=abc')).statusCode).toBe(400);
    expect((await exportOf(LEADER, `${query}&status=everyone`)).statusCode).toBe(400);
  });

  it('streams one row per member of the tab, with a column per join question', async () => {
    const response = await exportOf(LEADER, `group_id=${ids.get(AI_CIRCLE)}&status=pending`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${AI_CIRCLE}-pending-members.csv"`);
    const [header, ...rows] = rowsOf(response.body);
    expect(header!.slice(0, 3)).toEqual(['Name', 'Email', 'Profile']);
    expect(header).toContain('How much have you used AI tools at work?');
    const grace = rows.find((row) => row[1] === 'grace.kim@example.org')!;
    expect(grace[6]).toBe('pending');
    expect(grace).toContain('Use AI to speed up usability studies.');
    expect(grace).toContain('Weekday evenings');
    expect(rows.every((row) => row[6] === 'pending')).toBe(true);
  });

  it('keeps a formula-like answer plain text, and pages through a large group in batches', async () => {
    const db = t.database.connection.db;
    const [group] = await db.insert(groups).values({ name: 'Export Crowd', nameSlug: 'export-crowd', groupType: 'circle' }).returning();
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 1_050 }, (_, index) => ({
          email: `crowd${index}@example.org`,
          passwordHash: 'x',
          firstName: index === 0 ? '=HYPERLINK("http://evil")' : 'Crowd',
          lastName: String(index),
        })),
      )
      .returning({ id: users.id });
    await db.insert(profiles).values(people.map((person, index) => ({ userId: person.id, nameSlug: `crowd-${index}` })));
    await db.insert(memberships).values(people.map((person) => ({ userId: person.id, groupId: group!.id, status: 'accepted' as const })));

    const response = await exportOf('staff@trellis.test', `group_id=${group!.id}`);
    const [, ...rows] = rowsOf(response.body);
    expect(rows).toHaveLength(1_050);
    expect(new Set(rows.map((row) => row[1])).size).toBe(1_050);
    expect(rows.find((row) => row[1] === 'crowd0@example.org')![0]).toBe(`'=HYPERLINK("http://evil") 0`);
    await db.delete(groups).where(eq(groups.id, group!.id));
  });
});
