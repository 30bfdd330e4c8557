import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupDetail, GroupList, PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { groups, topics, users } from '../../db/schema/index.ts';
import { loggingDatabase } from '../../test-support/statement-log.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { groupBySlug, readGroupDetail } from './group-detail-query.ts';

describe('group detail', () => {
  let t: TestApp;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp();
    const all = GroupList.parse((await t.inject({ url: api(`${PATHS.groups}?page_size=100`) })).json());
    for (const group of all.data) ids.set(group.name_slug, group.id);
  });
  afterAll(() => t.close());

  const id = (slug: string) => ids.get(slug)!;
  const detail = async (path: string, email?: string) => {
    const response = await t.inject({ url: api(path), headers: email ? await t.authHeader(email) : {} });
    return { status: response.statusCode, body: response.json() };
  };

  it('shows a visitor the public fields, with no standing and no admin counts', async () => {
    const { status, body } = await detail(PATHS.groupBySlug('ai-foundations-for-career-changers'));
    expect(status).toBe(200);
    const circle = GroupDetail.parse(body);
    expect(circle).toMatchObject({
      group_type: 'circle',
      price: 149,
      discount: 20,
      membership_status: null,
      role: null,
      followed: false,
      is_admin: false,
      is_certified: false,
      pending_members_count: null,
      rejected_members_count: null,
      unverified_members_count: null,
      lifecycle: 'application_open',
      parent_group: { name_slug: 'trellis-career-network', group_type: 'organization' },
    });
    expect(circle.paid_features).toHaveLength(4);
    expect(circle.extra_info.questions.map((question) => question.id)).toEqual(['goal', 'experience', 'sessions', 'linkedin', 'resume']);
    expect(circle.topics_detailed.map((topic) => topic.name)).toEqual(['Artificial Intelligence', 'Career Planning']);
    expect(circle.total_members).toBe(3);
  });

  it('gives the same answer by id and by slug', async () => {
    const bySlug = await detail(PATHS.groupBySlug('first-gen-professionals'), 'member@trellis.test');
    const byId = await detail(PATHS.group(id('first-gen-professionals')), 'member@trellis.test');
    expect(byId.body).toEqual(bySlug.body);
  });

  it("shows a member their own standing and nobody else's counts", async () => {
    const { body } = await detail(PATHS.groupBySlug('first-gen-professionals'), 'member@trellis.test');
    expect(body).toMatchObject({
      membership_status: 'accepted',
      membership_type: 'member',
      role: 'member',
      is_admin: false,
      pending_members_count: null,
    });
  });

  it('shows the circle leader the counts of every tab', async () => {
    const { body } = await detail(PATHS.groupBySlug('ai-foundations-for-career-changers'), 'leader@trellis.test');
    expect(body).toMatchObject({
      role: 'leader',
      is_admin: true,
      is_certified: true,
      pending_members_count: 3,
      rejected_members_count: 1,
      unverified_members_count: 1,
    });
  });

  it("does not treat another group's admin as an admin here", async () => {
    const { body } = await detail(PATHS.groupBySlug('ai-foundations-for-career-changers'), 'admin@trellis.test');
    expect(body).toMatchObject({ membership_status: null, is_admin: false, pending_members_count: null });
  });

  it('shows staff the counts of any group', async () => {
    const { body } = await detail(PATHS.groupBySlug('ai-foundations-for-career-changers'), 'staff@trellis.test');
    expect(body).toMatchObject({ membership_status: null, is_admin: true, pending_members_count: 3 });
  });

  it('reports a pending applicant, a wait-listed one and a payment still due', async () => {
    expect((await detail(PATHS.groupBySlug('ai-foundations-for-career-changers'), 'unverified@trellis.test')).body.membership_status).toBe(
      'pending',
    );
    const paying = await t.signIn('sofia.rossi@example.org');
    const response = await t.inject({
      url: api(PATHS.groupBySlug('ai-foundations-for-career-changers')),
      headers: { authorization: `Bearer ${paying.access}` },
    });
    expect(response.json()).toMatchObject({ membership_status: 'accepted', payment_status: 'pending' });
  });

  it('marks a followed group as followed', async () => {
    expect((await detail(PATHS.groupBySlug('ai-foundations-for-career-changers'), 'pending@trellis.test')).body).toMatchObject({
      followed: true,
      membership_status: null,
    });
    const headers = await t.authHeader('member@trellis.test');
    const circle = id('data-analytics-sprint');
    expect((await t.inject({ method: 'POST', url: api(PATHS.follow('follow', 'circle', circle)), headers })).statusCode).toBe(200);
    expect((await detail(PATHS.group(circle), 'member@trellis.test')).body.followed).toBe(true);
    await t.inject({ method: 'POST', url: api(PATHS.follow('unfollow', 'circle', circle)), headers });
    expect((await detail(PATHS.group(circle), 'member@trellis.test')).body.followed).toBe(false);
  });

  it('gives the life-cycle stage from the dates and the external link of an external event', async () => {
    const stage = async (slug: string) => (await detail(PATHS.groupBySlug(slug))).body.lifecycle;
    expect(await stage('data-analytics-sprint')).toBe('application_opening_soon');
    expect(await stage('grant-writing-bootcamp')).toBe('application_closed');
    expect(await stage('first-gen-professionals')).toBe('running');
    expect(await stage('robotics-career-launchpad')).toBe('closed');
    expect(await stage('startup-foundations-2025')).toBe('archived');
    expect((await detail(PATHS.groupBySlug('trellis-career-network'))).body.lifecycle).toBeNull();
    const webinar = (await detail(PATHS.groupBySlug('global-health-careers-webinar'))).body;
    expect(webinar.extra_info).toMatchObject({ is_external: true, external_link: 'https://events.example.org/global-health-careers' });
    expect((await detail(PATHS.groupBySlug('future-of-work-summit-2026'))).body).toMatchObject({
      event_type: 'conference',
      extra_info: { program_type: 'In-Person Conference' },
    });
  });

  it("reads the group and the viewer's standing in one statement", async () => {
    const { db, statements } = loggingDatabase(t.database.connection.db);
    const detail = await readGroupDetail(db, groupBySlug('ai-foundations-for-career-changers'), { id: 1, isStaff: false });
    expect(detail?.name_slug).toBe('ai-foundations-for-career-changers');
    expect(statements).toHaveLength(1);
  });

  it('shows an institution awaiting approval, and topics awaiting approval, to their author only', async () => {
    const db = t.database.connection.db;
    const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'member@trellis.test'));
    const [topic] = await db
      .insert(topics)
      .values({ name: 'Quantum Gardening', topicType: 'general', pendingAuthorId: author!.id })
      .returning();
    await db.insert(groups).values({
      name: 'Night School of Nowhere',
      nameSlug: 'night-school-of-nowhere',
      groupType: 'institution',
      pendingAuthorId: author!.id,
      topics: [topic!.id],
    });
    const path = PATHS.groupBySlug('night-school-of-nowhere');
    const own = await detail(path, 'member@trellis.test');
    expect(own.status).toBe(200);
    expect(own.body.topics_detailed).toEqual([{ id: topic!.id, name: 'Quantum Gardening' }]);
    expect((await detail(path, 'admin@trellis.test')).status).toBe(404);
    expect((await detail(path)).status).toBe(404);
    await db.update(groups).set({ pendingAuthorId: null }).where(eq(groups.nameSlug, 'night-school-of-nowhere'));
    expect((await detail(path)).body.topics_detailed).toEqual([]);
  });

  it('answers 404 with the not-found text, and 400 for a malformed id', async () => {
    for (const path of [PATHS.group(999_999), PATHS.groupBySlug('no-such-group')]) {
      const { status, body } = await detail(path);
      expect(status).toBe(404);
      expect(body).toEqual({ detail: MESSAGES.groupMembership.groupNotFound });
    }
    for (const path of ['/groups/0/', '/groups/99999999999/', '/groups/abc/', `/groups/slug/${'x'.repeat(201)}/`]) {
      const response = await t.inject({ url: api(path) });
      expect(response.statusCode, path).toBe(400);
    }
  });
});
