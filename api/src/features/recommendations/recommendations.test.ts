import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RecommendedEntities, type RecommendedEntityType } from '@trellis/contracts';
import {
  bookmarks,
  follows,
  groupProfiles,
  groups,
  jobApplications,
  jobs,
  memberships,
  resources,
  topics,
  useCases,
} from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('GET /recommended-entities/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.connection.db;
  const recommend = async (type: RecommendedEntityType, headers: Record<string, string>) => {
    const response = await t.inject({ url: api(`/recommended-entities/?entity_type=${type}`), headers });
    expect(response.statusCode).toBe(200);
    return RecommendedEntities.parse(response.json()).data;
  };

  it('recommends circles by shared topics, each with its reason, never one the member joined or follows', async () => {
    const member = await t.newMember();
    const [topic] = await db()
      .insert(topics)
      .values({ name: `Beekeeping ${process.pid}`, topicType: 'general' })
      .returning({ id: topics.id });
    await db()
      .update(groupProfiles)
      .set({ topics: [topic!.id] })
      .where(eq(groupProfiles.userId, member.id));
    const organization = await createOrganization(db());
    const circles = await db()
      .insert(groups)
      .values(
        ['joined', 'followed', 'fresh', 'private'].map((name) => ({
          name: `Bees ${name} ${process.pid}`,
          nameSlug: `bees-${name}-${process.pid}`,
          groupType: 'circle' as const,
          parentGroupId: organization.id,
          topics: [topic!.id],
          privacy: name === 'private' ? (20 as const) : (0 as const),
        })),
      )
      .returning({ id: groups.id, name: groups.name });
    const [joined, followed, fresh] = circles;
    await addMembership(db(), { userId: member.id, groupId: joined!.id });
    await db().insert(follows).values({ followerId: member.id, targetType: 'circle', targetId: followed!.id });

    const found = await recommend('circle', member.headers);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found[0]).toMatchObject({ id: fresh!.id, type: 'circle', reason: `Shares your interest in Beekeeping ${process.pid}` });
    const ids = found.map((item) => item.id);
    for (const left of circles.filter((circle) => circle.id !== fresh!.id)) expect(ids).not.toContain(left.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(found.every((item) => item.reason.length > 0)).toBe(true);
  });

  it("leaves out the item of the page asking: a circle's own page does not recommend it", async () => {
    const member = await t.newMember();
    const [topic] = await db()
      .insert(topics)
      .values({ name: `Falconry ${process.pid}`, topicType: 'general' })
      .returning({ id: topics.id });
    await db()
      .update(groupProfiles)
      .set({ topics: [topic!.id] })
      .where(eq(groupProfiles.userId, member.id));
    const organization = await createOrganization(db());
    const [shown, other] = await db()
      .insert(groups)
      .values(
        ['shown', 'other'].map((name) => ({
          name: `Falcons ${name} ${process.pid}`,
          nameSlug: `falcons-${name}-${process.pid}`,
          groupType: 'circle' as const,
          parentGroupId: organization.id,
          topics: [topic!.id],
        })),
      )
      .returning({ id: groups.id });
    const onPage = async (exclude: string) => {
      const response = await t.inject({
        url: api(`/recommended-entities/?entity_type=circle&exclude=${exclude}`),
        headers: member.headers,
      });
      return RecommendedEntities.parse(response.json()).data.map((item) => item.id);
    };
    expect(await recommend('circle', member.headers).then((found) => found.map((item) => item.id))).toEqual(
      expect.arrayContaining([shown!.id, other!.id]),
    );
    const onItsPage = await onPage(`falcons-shown-${process.pid}`);
    expect(onItsPage).not.toContain(shown!.id);
    expect(onItsPage).toContain(other!.id);
    // A slug of no circle leaves the list as it was.
    expect(await onPage('no-such-circle')).toEqual(expect.arrayContaining([shown!.id, other!.id]));
    const tooLong = await t.inject({
      url: api(`/recommended-entities/?entity_type=circle&exclude=${'x'.repeat(301)}`),
      headers: member.headers,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('names the organization a circle comes from when the member belongs to it', async () => {
    const member = await t.newMember();
    await db().update(groupProfiles).set({ topics: [], careerStage: null }).where(eq(groupProfiles.userId, member.id));
    const organization = await createOrganization(db());
    await db().delete(memberships).where(eq(memberships.userId, member.id));
    await addMembership(db(), { userId: member.id, groupId: organization.id });
    const [circle] = await db()
      .insert(groups)
      .values({
        name: `Local circle ${process.pid}`,
        nameSlug: `local-circle-${process.pid}`,
        groupType: 'circle',
        parentGroupId: organization.id,
      })
      .returning({ id: groups.id });
    const found = await recommend('circle', member.headers);
    expect(found.find((item) => item.id === circle!.id)?.reason).toBe(`From Organization ${organization.slug}, which you are a member of`);
  });

  it('recommends the AI tools of a kept use case, and people who share a group', async () => {
    const member = await t.newMember();
    const [useCase] = await db()
      .select({ id: useCases.id, title: useCases.title })
      .from(useCases)
      .where(eq(useCases.slug, 'code-review-suggestions-for-student-projects'));
    expect((await t.post(`/bookmark/use_case/${useCase!.id}/`, {}, member.headers)).statusCode).toBe(200);
    const tools = await recommend('ai_tool', member.headers);
    expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['GitHub Copilot', 'Tabnine']));
    expect(tools.find((tool) => tool.name === 'Tabnine')!.reason).toBe(`Used in ${useCase!.title}, which you kept`);

    const people = await recommend('user', member.headers);
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((person) => person.id !== member.id)).toBe(true);
    expect(people[0]!.reason).toMatch(/^Also a member of |^Shares your interest in /);
  });

  it("recommends use cases by shared topics, never the member's own or kept ones", async () => {
    const member = await t.newMember();
    const [topic] = await db().select({ id: topics.id, name: topics.name }).from(topics).where(eq(topics.name, 'Mentorship'));
    await db()
      .update(groupProfiles)
      .set({ topics: [topic!.id] })
      .where(eq(groupProfiles.userId, member.id));
    const found = await recommend('use_case', member.headers);
    expect(found[0]?.reason).toBe('Shares your interest in Mentorship');
    const kept = found[0]!;
    await t.post(`/bookmark/use_case/${kept.id}/`, {}, member.headers);
    expect((await recommend('use_case', member.headers)).map((item) => item.id)).not.toContain(kept.id);
    for (const type of ['event', 'organization'] as const) expect(Array.isArray(await recommend(type, member.headers))).toBe(true);
  });

  /** A member whose profile holds one new topic (as interest and as skill), and that topic. */
  async function memberWithTopic(name: string) {
    const member = await t.newMember();
    const [topic] = await db()
      .insert(topics)
      .values({ name: `${name} ${process.pid}`, topicType: 'general' })
      .returning({ id: topics.id, name: topics.name });
    await db()
      .update(groupProfiles)
      .set({ topics: [topic!.id], skills: [topic!.id], careerStage: null })
      .where(eq(groupProfiles.userId, member.id));
    return { member, topic: topic! };
  }

  it("recommends jobs open for applications that ask for the member's skills, never one applied to, kept, closed or unpublished", async () => {
    const { member, topic } = await memberWithTopic('Soldering');
    const organization = await createOrganization(db());
    const past = new Date(Date.now() - 86_400_000);
    const made = await db()
      .insert(jobs)
      .values(
        (['open', 'pending', 'closed', 'applied', 'kept'] as const).map((name) => ({
          slug: `solder-${name}-${process.pid}`,
          title: `Solderer ${name} ${process.pid}`,
          description: 'Joins boards.',
          jobType: 'full_time' as const,
          jobLocation: 'on_site' as const,
          jobStatus: name === 'pending' ? ('pending' as const) : ('approved' as const),
          applicationCloseDate: name === 'closed' ? past : null,
          skills: [topic.id],
          groupId: organization.id,
        })),
      )
      .returning({ id: jobs.id, slug: jobs.slug });
    const [open, , , applied, kept] = made;
    await db().insert(jobApplications).values({ jobId: applied!.id, userId: member.id });
    await db().insert(bookmarks).values({ userId: member.id, itemType: 'job', itemId: kept!.id });

    const found = await recommend('job', member.headers);
    expect(found[0]).toMatchObject({ type: 'job', id: open!.id, slug: open!.slug, reason: `Asks for your skills in ${topic.name}` });
    const ids = found.map((item) => item.id);
    for (const left of made.slice(1)) expect(ids).not.toContain(left.id);
  });

  it('recommends public resources of the resource hub by shared topics, never a private, unpublished or kept one', async () => {
    const { member, topic } = await memberWithTopic('Tide tables');
    const made = await db()
      .insert(resources)
      .values(
        (['hub', 'private', 'unlisted', 'kept'] as const).map((name) => ({
          title: `Tides ${name} ${process.pid}`,
          titleSlug: `tides-${name}-${process.pid}`,
          content: 'When the sea comes in.',
          status: 'approved' as const,
          publishToKhub: name !== 'unlisted',
          securityLevel: name === 'private' ? 1 : 0,
          topics: [topic.id],
        })),
      )
      .returning({ id: resources.id, slug: resources.titleSlug });
    await db().insert(bookmarks).values({ userId: member.id, itemType: 'resource', itemId: made[3]!.id });

    const found = await recommend('resource', member.headers);
    expect(found[0]).toMatchObject({
      type: 'resource',
      id: made[0]!.id,
      slug: made[0]!.slug,
      reason: `Shares your interest in ${topic.name}`,
    });
    const ids = found.map((item) => item.id);
    for (const left of made.slice(1)) expect(ids).not.toContain(left.id);
  });

  it('answers nothing rather than a guess when the member has nothing to go on', async () => {
    const member = await t.newMember();
    await db().update(groupProfiles).set({ topics: [], careerStage: null }).where(eq(groupProfiles.userId, member.id));
    expect(await recommend('ai_tool', member.headers)).toEqual([]);
  });

  it('is for members only and refuses an unknown kind', async () => {
    expect((await t.inject({ url: api('/recommended-entities/?entity_type=circle') })).statusCode).toBe(401);
    const { headers } = await t.newMember();
    for (const query of ['?entity_type=planet', '']) {
      const response = await t.inject({ url: api(`/recommended-entities/${query}`), headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().field_errors).toBeDefined();
    }
  });
});
