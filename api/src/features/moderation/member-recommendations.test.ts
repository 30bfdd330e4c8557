import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberRecommendations } from '@trellis/contracts';
import { moderationEndpoints, pathOf } from '@trellis/contracts/endpoints';
import { groupProfiles, groups, topics } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

type Person = { id: number; headers: { authorization: string } };

describe('the recommendations view of members management', () => {
  let t: TestApp;
  let circle: number;
  let organization: { id: number; slug: string };
  let elsewhere: number;
  let admin: Person;
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let member: Person;
  const db = () => t.database.connection.db;

  async function person(topicIds: number[]) {
    const someone = await t.newMember();
    await db().update(groupProfiles).set({ topics: topicIds, skills: [] }).where(eq(groupProfiles.userId, someone.id));
    return someone;
  }
  const names = async (query: string, who: Person = admin) => {
    const answer = await t.inject({
      url: api(`${pathOf(moderationEndpoints.memberRecommendations, { id: circle })}${query}`),
      headers: who.headers,
    });
    return MemberRecommendations.parse(answer.json()).data.map((row) => [row.id, row.reason]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const [topic] = await db()
      .insert(topics)
      .values({ name: `Soil robotics ${process.pid}`, topicType: 'general' })
      .returning({ id: topics.id, name: topics.name });
    organization = await createOrganization(db());
    const org = organization.id;
    const [made] = await db()
      .insert(groups)
      .values({
        name: 'Field circle',
        nameSlug: `field-circle-${process.pid}`,
        groupType: 'circle',
        rootGroupId: org,
        parentGroupId: org,
        topics: [topic!.id],
      })
      .returning({ id: groups.id });
    circle = made!.id;
    elsewhere = (await createOrganization(db())).id;
    admin = await person([]);
    await addMembership(db(), { userId: admin.id, groupId: circle, role: 'admin' });
    alice = await person([topic!.id]);
    bob = await person([]);
    carol = await person([topic!.id]);
    member = await person([topic!.id]);
    const pending = await person([topic!.id]);
    for (const someone of [alice, bob, member, pending]) await addMembership(db(), { userId: someone.id, groupId: org });
    await addMembership(db(), { userId: member.id, groupId: circle });
    await addMembership(db(), { userId: pending.id, groupId: circle, status: 'pending' });
    await addMembership(db(), { userId: bob.id, groupId: elsewhere });
    await addMembership(db(), { userId: carol.id, groupId: elsewhere });
  });
  afterAll(() => t.close());

  it('recommends the organization’s other members who are not in the group, those sharing its topics first', async () => {
    const org = `Organization ${organization.slug}`;
    expect(await names('')).toEqual([
      [alice.id, `Member of ${org}. Shares the group’s topics: Soil robotics ${process.pid}.`],
      [bob.id, `Member of ${org}.`],
    ]);
    expect((await names(`?group_from_user_to_be_included=${elsewhere}`)).map(([id]) => id)).toEqual([bob.id]);
  });

  it('recommends anyone whose topics meet the group’s for research collaboration', async () => {
    expect(await names('?entity_type=research_collaboration')).toEqual([
      [alice.id, `Shares the group’s topics: Soil robotics ${process.pid}.`],
      [carol.id, `Shares the group’s topics: Soil robotics ${process.pid}.`],
    ]);
  });

  it('is for the group’s administrators only, and refuses a bad query in words', async () => {
    const url = api(pathOf(moderationEndpoints.memberRecommendations, { id: circle }));
    expect((await t.inject({ url, headers: member.headers })).statusCode).toBe(403);
    expect((await t.inject({ url })).statusCode).toBe(401);
    const bad = await t.inject({ url: `${url}?entity_type=everyone`, headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors.entity_type).toHaveLength(1);
  });
});
