import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { MemberHome, PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { circleVisits, groups, jobApplications, jobs, memberships, posts } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('GET /home/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.connection.db;
  const home = async (headers: Record<string, string>) => {
    const response = await t.inject({ url: api('/home/'), headers });
    expect(response.statusCode).toBe(200);
    return MemberHome.parse(response.json());
  };
  /** A fresh member in no group at all, so each block holds only what the test gives them. */
  const loneMember = async () => {
    const member = await t.newMember();
    await db().delete(memberships).where(eq(memberships.userId, member.id));
    return member;
  };
  let serial = 0;
  const group = async (values: Partial<typeof groups.$inferInsert> & Pick<typeof groups.$inferInsert, 'groupType'>) => {
    serial += 1;
    const slug = `home-${values.groupType}-${process.pid}-${serial}`;
    const [row] = await db()
      .insert(groups)
      .values({ name: `Home ${values.groupType} ${serial}`, nameSlug: slug, ...values })
      .returning({ id: groups.id, name: groups.name, nameSlug: groups.nameSlug });
    return row!;
  };
  const post = async (groupId: number, title: string, createdAt = new Date(), createdById: number | null = null) => {
    serial += 1;
    const [row] = await db()
      .insert(posts)
      .values({
        slug: `home-post-${process.pid}-${serial}`,
        type: 'post',
        title,
        blocks: [],
        html: '',
        rawText: title,
        groupId,
        createdAt,
        createdById,
      })
      .returning({ id: posts.id });
    return row!;
  };

  it('refuses a visitor, and a member once their session is signed out', async () => {
    expect((await t.inject({ url: api('/home/') })).statusCode).toBe(401);
    const { access, refresh } = await t.signIn('member@trellis.test');
    const headers = { authorization: `Bearer ${access}` };
    await home(headers);
    expect((await t.post(PATHS.logout, { refresh_token: refresh })).statusCode).toBe(204);
    const signedOut = await t.inject({ url: api('/home/'), headers });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().detail).toBe(MESSAGES.auth.sessionExpired);
  });

  it('lists the events the member takes part in that have not ended, soonest first, never an ended or refused one', async () => {
    const member = await loneMember();
    const now = Date.now();
    const later = await group({ groupType: 'event', startDate: new Date(now + 9 * DAY), endDate: new Date(now + 10 * DAY) });
    const soon = await group({ groupType: 'event', startDate: new Date(now + DAY), endDate: new Date(now + 2 * DAY) });
    const running = await group({ groupType: 'event', startDate: new Date(now - DAY), endDate: new Date(now + DAY) });
    const ended = await group({ groupType: 'event', startDate: new Date(now - 3 * DAY), endDate: new Date(now - 2 * DAY) });
    const refused = await group({ groupType: 'event', startDate: new Date(now + 3 * DAY), endDate: new Date(now + 4 * DAY) });
    for (const event of [later, soon, running, ended]) await addMembership(db(), { userId: member.id, groupId: event.id });
    await addMembership(db(), { userId: member.id, groupId: refused.id, status: 'rejected' });

    const { next_events } = await home(member.headers);
    expect(next_events.map((event) => event.id)).toEqual([running.id, soon.id, later.id]);
    expect(next_events[1]).toMatchObject({ name: soon.name, name_slug: soon.nameSlug, start_date: expect.any(String) });
  });

  it("tells what changed in the member's circles never opened: others' posts of the last week and the latest one's date", async () => {
    const member = await loneMember();
    const quiet = await group({ groupType: 'circle' });
    const busy = await group({ groupType: 'circle' });
    const notMine = await group({ groupType: 'circle' });
    await addMembership(db(), { userId: member.id, groupId: quiet.id });
    await addMembership(db(), { userId: member.id, groupId: busy.id });
    await post(busy.id, 'Old news', new Date(Date.now() - 30 * DAY));
    await post(busy.id, 'Fresh news');
    await post(busy.id, 'My own news', new Date(), member.id);
    await post(notMine.id, 'Not for this member');

    const { circles } = await home(member.headers);
    expect(circles.map((circle) => circle.id)).toEqual([busy.id, quiet.id]);
    expect(circles[0]).toMatchObject({ new_posts: 1, last_seen_at: null, latest_post_at: expect.any(String) });
    expect(circles[1]).toMatchObject({ new_posts: 0, last_seen_at: null, latest_post_at: null });
  });

  it('counts the posts since the member last opened the circle, the visit recorded by reading its page', async () => {
    const member = await loneMember();
    const circle = await group({ groupType: 'circle' });
    await addMembership(db(), { userId: member.id, groupId: circle.id });
    await post(circle.id, 'Before the visit', new Date(Date.now() - 2 * DAY));
    expect((await home(member.headers)).circles[0]).toMatchObject({ new_posts: 1, last_seen_at: null });

    const page = await t.inject({ url: api(PATHS.groupBySlug(circle.nameSlug)), headers: member.headers });
    expect(page.statusCode).toBe(200);
    const seen = (await home(member.headers)).circles[0]!;
    expect(seen).toMatchObject({ new_posts: 0, last_seen_at: expect.any(String) });
    expect(Date.now() - Date.parse(seen.last_seen_at!)).toBeLessThan(60_000);

    // The visit an hour ago: a post since then is new, one shared before it is not.
    await db()
      .update(circleVisits)
      .set({ lastSeenAt: new Date(Date.now() - HOUR) })
      .where(and(eq(circleVisits.userId, member.id), eq(circleVisits.groupId, circle.id)));
    await post(circle.id, 'Before the last look', new Date(Date.now() - 2 * HOUR));
    await post(circle.id, 'After the last look', new Date(Date.now() - HOUR / 2));
    expect((await home(member.headers)).circles[0]).toMatchObject({ new_posts: 1 });
    // Opening the page by its id counts as a visit too.
    expect((await t.inject({ url: api(PATHS.group(circle.id)), headers: member.headers })).statusCode).toBe(200);
    expect((await home(member.headers)).circles[0]).toMatchObject({ new_posts: 0 });
  });

  it('records no visit of anyone but an accepted member of a circle, nor of other groups', async () => {
    const outsider = await loneMember();
    const applicant = await loneMember();
    const circle = await group({ groupType: 'circle' });
    const event = await group({ groupType: 'event' });
    await addMembership(db(), { userId: applicant.id, groupId: circle.id, status: 'pending' });
    await addMembership(db(), { userId: outsider.id, groupId: event.id });
    for (const headers of [outsider.headers, applicant.headers, {}]) {
      expect((await t.inject({ url: api(PATHS.groupBySlug(circle.nameSlug)), headers })).statusCode).toBe(200);
    }
    expect((await t.inject({ url: api(PATHS.groupBySlug(event.nameSlug)), headers: outsider.headers })).statusCode).toBe(200);
    const visits = await db()
      .select()
      .from(circleVisits)
      .where(inArray(circleVisits.groupId, [circle.id, event.id]));
    expect(visits).toEqual([]);
  });

  it('lists only pending applications of the member, with the job and its organization', async () => {
    const member = await loneMember();
    const other = await loneMember();
    const organization = await createOrganization(db());
    const [pending, rejected, othersJob] = await db()
      .insert(jobs)
      .values(
        ['pending', 'rejected', 'other'].map((name) => ({
          slug: `home-job-${name}-${process.pid}`,
          title: `Home job ${name}`,
          description: 'A job',
          jobType: 'full_time' as const,
          jobLocation: 'remote' as const,
          jobStatus: 'approved' as const,
          groupId: organization.id,
        })),
      )
      .returning({ id: jobs.id, slug: jobs.slug, title: jobs.title });
    await db()
      .insert(jobApplications)
      .values([
        { jobId: pending!.id, userId: member.id },
        { jobId: rejected!.id, userId: member.id, status: 'rejected' },
        { jobId: othersJob!.id, userId: other.id },
      ]);

    const { applications } = await home(member.headers);
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({
      job: { id: pending!.id, slug: pending!.slug, title: pending!.title },
      organization: { id: organization.id, name_slug: organization.slug, group_type: 'organization' },
    });
    expect((await home(other.headers)).applications.map((application) => application.job.id)).toEqual([othersJob!.id]);
  });

  it("shows a private group's posts to its members only, newest first, at most 5", async () => {
    const member = await loneMember();
    const outsider = await loneMember();
    const privateCircle = await group({ groupType: 'circle', privacy: 20 });
    await addMembership(db(), { userId: member.id, groupId: privateCircle.id });
    await addMembership(db(), { userId: outsider.id, groupId: privateCircle.id, status: 'pending' });
    const written = [];
    for (let day = 6; day >= 1; day -= 1) written.push(await post(privateCircle.id, `Day ${day}`, new Date(Date.now() - day * DAY)));

    const { group_posts } = await home(member.headers);
    expect(group_posts.map((item) => item.id)).toEqual(
      written
        .slice(1)
        .reverse()
        .map((item) => item.id),
    );
    expect(group_posts[0]).toMatchObject({ title: 'Day 1', types: 'post', group: { id: privateCircle.id, group_type: 'circle' } });
    expect((await home(outsider.headers)).group_posts).toEqual([]);
  });

  it('answers empty blocks for a member in no group', async () => {
    const member = await loneMember();
    expect(await home(member.headers)).toEqual({ next_events: [], circles: [], applications: [], group_posts: [] });
  });
});
