import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMetrics, GroupList, PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { groups, users } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('groups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const response = await t.inject({ url: api(PATHS.groups) + query });
    expect(response.statusCode).toBe(200);
    return GroupList.parse(response.json());
  };
  const metrics = async (email: string, query = '') =>
    t.inject({ url: api(PATHS.groupMetrics) + query, headers: await t.authHeader(email) });

  describe('GET /groups/', () => {
    it('lists an institution awaiting approval to the member who added it only', async () => {
      const db = t.database.connection.db;
      const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'member@trellis.test'));
      await db
        .insert(groups)
        .values({ name: 'Lantern Polytechnic', nameSlug: 'lantern-polytechnic', groupType: 'institution', pendingAuthorId: author!.id });
      try {
        const found = async (email?: string) => {
          const headers = email ? await t.authHeader(email) : {};
          const response = await t.inject({ url: api(`${PATHS.groups}?search=lantern`), headers });
          return GroupList.parse(response.json()).data.map((group) => group.name_slug);
        };
        expect(await found('member@trellis.test')).toEqual(['lantern-polytechnic']);
        expect(await found('admin@trellis.test')).toEqual([]);
        expect(await found()).toEqual([]);
      } finally {
        await db.delete(groups).where(eq(groups.nameSlug, 'lantern-polytechnic'));
      }
    });

    it('pages 12 groups at a time by default', async () => {
      const first = await list();
      expect(first.data).toHaveLength(12);
      expect(first.pagination).toMatchObject({ page: 1, page_size: 12 });
      expect(first.pagination.count).toBeGreaterThan(12);
      const second = await list('?page=2');
      expect(second.data.length).toBe(Math.min(12, first.pagination.count - 12));
      expect(second.data.map((group) => group.id)).not.toContain(first.data[0]!.id);
    });

    it('filters by group type and counts accepted members and circles', async () => {
      const organizations = await list('?group_type=organization&page_size=50');
      expect(organizations.data.every((group) => group.group_type === 'organization')).toBe(true);
      const home = organizations.data.find((group) => group.name_slug === 'trellis-career-network');
      expect(home?.total_members).toBeGreaterThan(5);
      expect(home?.total_circles).toBe(2);
      expect(home?.topics_detailed.map((topic) => topic.name)).toContain('Mentorship');
      const circles = await list('?group_type=circle');
      expect(circles.data.map((group) => group.name_slug).sort()).toEqual([
        'ai-foundations-for-career-changers',
        'community-health-data-circle',
        'data-analytics-sprint',
        'first-gen-professionals',
        'grant-writing-bootcamp',
        'robotics-career-launchpad',
        'startup-foundations-2025',
      ]);
    });

    it('searches names without treating % as a wildcard', async () => {
      expect((await list('?search=university')).data.map((group) => group.name)).toEqual(['Westlake State University']);
      expect((await list('?search=%25')).data).toEqual([]);
    });

    it('filters verified groups', async () => {
      const verified = await list('?is_verified=true&page_size=50');
      expect(verified.data.length).toBeGreaterThan(0);
      expect(verified.data.every((group) => group.is_verified)).toBe(true);
    });

    it('rejects bad paging and unknown group types with field errors', async () => {
      for (const query of ['?page=0', '?group_type=guild', '?page_size=lots']) {
        const response = await t.inject({ url: api(PATHS.groups) + query });
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().field_errors)).toHaveLength(1);
      }
    });
  });

  describe('GET /groups/metrics/', () => {
    it('gives an admin the cards of the default organization', async () => {
      const response = await metrics('admin@trellis.test');
      expect(response.statusCode).toBe(200);
      const cards = AdminMetrics.parse(response.json());
      expect(cards.organization.name).toBe('Trellis Career Network');
      expect(cards).toMatchObject({ total_circles: 2, total_pending_jobs: 2, total_pending_resources: 2, total_pending_ai_tools: 2 });
      expect(cards.total_members).toBeGreaterThan(5);
      expect(cards.total_pending_members).toBeGreaterThanOrEqual(4);
      expect(cards.total_jobs).toBeGreaterThan(cards.total_pending_jobs);
    });

    it('forbids a plain member', async () => {
      const response = await metrics('member@trellis.test');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: MESSAGES.http.forbidden });
    });

    it('forbids a member whose request is still pending', async () => {
      expect((await metrics('pending@trellis.test')).statusCode).toBe(403);
    });

    it('lets a leader see the circle they lead, and nothing else', async () => {
      const circles = await list('?group_type=circle');
      const led = circles.data.find((group) => group.name_slug === 'ai-foundations-for-career-changers')!;
      const response = await metrics('leader@trellis.test', `?current_org=${led.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().organization.id).toBe(led.id);
      expect((await metrics('leader@trellis.test')).statusCode).toBe(403);
    });

    it('lets staff see any organization', async () => {
      const westlake = (await list('?search=Westlake')).data[0]!;
      const response = await metrics('staff@trellis.test', `?current_org=${westlake.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().organization.name).toBe('Westlake State University');
    });

    it("shows staff the site's organization when no current_org is asked", async () => {
      const response = await metrics('staff@trellis.test');
      expect(response.statusCode).toBe(200);
      expect(response.json().organization.name).toBe('Trellis Career Network');
    });

    it('answers 404 for an organization that does not exist', async () => {
      expect((await metrics('staff@trellis.test', '?current_org=999999')).statusCode).toBe(404);
    });

    it('validates current_org and needs a signed-in user', async () => {
      expect((await metrics('admin@trellis.test', '?current_org=-1')).statusCode).toBe(400);
      expect((await metrics('admin@trellis.test', '?current_org=99999999999')).statusCode).toBe(400);
      expect((await t.inject({ url: api(PATHS.groupMetrics) })).statusCode).toBe(401);
    });
  });
});
