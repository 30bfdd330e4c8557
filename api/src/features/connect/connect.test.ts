import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CONNECT_MESSAGES,
  ConnectPage,
  INFLUENCERS_PAGE_SIZE,
  InfluentialPage,
  PartnerList,
  YOU_MAY_KNOW_SIZE,
  YouMayKnow,
} from '@trellis/contracts';
import { follows, groupProfiles, groups, memberships, profiles, users } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('the Connect page API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.connection.db;
  const connect = async (query: string, headers: Record<string, string>) => {
    const response = await t.inject({ url: api(`/connect/?${query}`), headers });
    expect(response.statusCode, response.body).toBe(200);
    return ConnectPage.parse(response.json());
  };
  /** A member with no memberships of their own, so no connections until the test makes some. */
  const loneMember = async () => {
    const member = await t.newMember();
    await db().delete(memberships).where(eq(memberships.userId, member.id));
    return member;
  };
  const rename = (userId: number, firstName: string, lastName = 'Tester') =>
    db().update(users).set({ firstName, lastName }).where(eq(users.id, userId));
  const newCircle = async (name: string, values: Partial<typeof groups.$inferInsert> = {}) => {
    const [row] = await db()
      .insert(groups)
      .values({ name, nameSlug: name.toLowerCase().replace(/\W+/g, '-'), groupType: 'circle', ...values })
      .returning({ id: groups.id });
    return row!.id;
  };

  it('lists what a member follows and belongs to, newest first, by tab, with their standing', async () => {
    const member = await loneMember();
    const empty = await connect('', member.headers);
    expect(empty).toMatchObject({ data: [], pagination: { count: 0, page: 1, page_size: 12 }, can_limit_search: false });

    const person = await t.newMember();
    const organization = await createOrganization(db());
    const circle = await newCircle(`Connect circle ${process.pid}`);
    await db()
      .insert(follows)
      .values({ followerId: member.id, targetType: 'user', targetId: person.id, createdAt: new Date(Date.now() - 60_000) });
    await db()
      .insert(follows)
      .values({ followerId: member.id, targetType: 'circle', targetId: circle, createdAt: new Date(Date.now() - 30_000) });
    await addMembership(db(), { userId: member.id, groupId: organization.id });

    const everything = await connect('', member.headers);
    expect(everything.pagination.count).toBe(3);
    expect(everything.data.map((item) => [item.type, item.id])).toEqual([
      ['organization', organization.id],
      ['circle', circle],
      ['user', person.id],
    ]);
    expect(everything.data[0]).toMatchObject({ is_member: true, is_following: false, profile_completion_percent: null });
    expect(everything.data[1]).toMatchObject({ is_following: true, is_member: false });
    expect(everything.data[2]).toMatchObject({ slug: person.slug, is_following: true });
    expect(everything.data[2]!.profile_completion_percent).toBeGreaterThanOrEqual(0);
    expect(everything.can_limit_search).toBe(true);

    expect((await connect('connection=user', member.headers)).data.map((item) => item.id)).toEqual([person.id]);
    expect((await connect('connection=circle', member.headers)).data.map((item) => item.id)).toEqual([circle]);
    expect((await connect('connection=organization', member.headers)).data.map((item) => item.id)).toEqual([organization.id]);
    expect((await connect('connection=event', member.headers)).pagination.count).toBe(0);

    const paged = await connect('page=2&page_size=2', member.headers);
    expect(paged.data.map((item) => item.id)).toEqual([person.id]);
    expect(paged.pagination).toEqual({ count: 3, page: 2, page_size: 2 });
  });

  it('finds people and groups by the start of their words, never a private group to an outsider nor the member', async () => {
    const word = `Zephyrine${process.pid}`;
    const member = await loneMember();
    const person = await t.newMember();
    await rename(person.id, word);
    await rename(member.id, word, 'Searcher');
    const open = await newCircle(`${word} open circle`);
    const hidden = await newCircle(`${word} private circle`, { privacy: 20 });

    const found = await connect(`q=${word.slice(0, 7).toLowerCase()}`, member.headers);
    const ids = found.data.map((item) => `${item.type}:${item.id}`);
    expect(ids).toContain(`user:${person.id}`);
    expect(ids).toContain(`circle:${open}`);
    expect(ids).not.toContain(`circle:${hidden}`);
    expect(ids).not.toContain(`user:${member.id}`);

    const people = await connect(`q=${word}&connection=user`, member.headers);
    expect(people.data.map((item) => item.id)).toEqual([person.id]);
    expect((await connect(`q=${word}&connection=circle`, member.headers)).data.map((item) => item.id)).toEqual([open]);

    await addMembership(db(), { userId: member.id, groupId: hidden });
    const asMember = await connect(`q=${word}&connection=circle`, member.headers);
    expect(asMember.data.map((item) => item.id).sort()).toEqual([open, hidden].sort());
    expect(asMember.data.find((item) => item.id === hidden)).toMatchObject({ is_member: true });

    const nothing = await connect('q=%21%21%21', member.headers);
    expect(nothing).toMatchObject({ data: [], pagination: { count: 0 } });
  });

  it('filters by country and professional field, and limits a search to the hierarchy of the member’s organizations', async () => {
    const word = `Quillon${process.pid}`;
    const member = await loneMember();
    const [inside, outside] = [await t.newMember(), await t.newMember()];
    for (const person of [inside, outside]) await rename(person.id, word);
    await db().update(profiles).set({ country: 'Kenya' }).where(eq(profiles.userId, inside.id));
    await db().update(profiles).set({ country: 'Peru' }).where(eq(profiles.userId, outside.id));
    await db().update(groupProfiles).set({ professionalField: 9001 }).where(eq(groupProfiles.userId, inside.id));
    const organization = await createOrganization(db());
    const child = await newCircle(`${word} child circle`, { parentGroupId: organization.id, rootGroupId: organization.id });
    const elsewhere = await newCircle(`${word} elsewhere circle`);
    await addMembership(db(), { userId: member.id, groupId: organization.id });
    await addMembership(db(), { userId: inside.id, groupId: child });

    const kenya = await connect(`q=${word}&country=Kenya&connection=user`, member.headers);
    expect(kenya.data.map((item) => item.id)).toEqual([inside.id]);
    const byField = await connect(`professional_fields=9001,9002`, member.headers);
    expect(byField.data.map((item) => `${item.type}:${item.id}`)).toEqual([`user:${inside.id}`]);

    const limited = await connect(`q=${word}&limited_search=true`, member.headers);
    expect(limited.data.map((item) => `${item.type}:${item.id}`).sort()).toEqual([`circle:${child}`, `user:${inside.id}`].sort());
    const wide = await connect(`q=${word}`, member.headers);
    expect(wide.data.map((item) => item.id)).toEqual(expect.arrayContaining([inside.id, outside.id, child, elsewhere]));

    const outsider = await loneMember();
    const none = await connect(`q=${word}&limited_search=true`, outsider.headers);
    expect(none).toMatchObject({ data: [], can_limit_search: false });
  });

  it("widens a limited search to the hierarchies of the member's organizations' partners, made and ended by staff", async () => {
    const word = `Partnerly${process.pid}`;
    const member = await loneMember();
    const ours = await createOrganization(db());
    const theirs = await createOrganization(db());
    const theirCircle = await newCircle(`${word} partner circle`, { parentGroupId: theirs.id, rootGroupId: theirs.id });
    const colleague = await t.newMember();
    await rename(colleague.id, word);
    await addMembership(db(), { userId: member.id, groupId: ours.id });
    await addMembership(db(), { userId: colleague.id, groupId: theirCircle });
    const limited = async () =>
      (await connect(`q=${word}&limited_search=true`, member.headers)).data.map((item) => `${item.type}:${item.id}`).sort();
    expect(await limited()).toEqual([]);

    const staff = await t.authHeader('staff@trellis.test');
    const partners = (id: number) => `/organizations/${id}/partners/`;
    const made = await t.post(partners(ours.id), { partner_id: theirs.id }, staff);
    expect(made.statusCode).toBe(201);
    expect(PartnerList.parse(made.json()).data).toEqual([
      { id: theirs.id, name: `Organization ${theirs.slug}`, name_slug: theirs.slug, group_type: 'organization' },
    ]);
    // Both ways, and asking twice changes nothing.
    expect(
      (await t.post(partners(theirs.id), { partner_id: ours.id }, staff)).json().data.map((group: { id: number }) => group.id),
    ).toEqual([ours.id]);
    expect(await limited()).toEqual([`circle:${theirCircle}`, `user:${colleague.id}`].sort());

    const ended = await t.inject({ method: 'DELETE', url: api(`${partners(theirs.id)}${ours.id}/`), headers: staff });
    expect(ended.statusCode).toBe(200);
    expect(PartnerList.parse(ended.json()).data).toEqual([]);
    expect(await limited()).toEqual([]);
    expect((await t.inject({ method: 'DELETE', url: api(`${partners(theirs.id)}${ours.id}/`), headers: staff })).statusCode).toBe(404);
  });

  it('lets staff alone manage partners, between organizations and institutions only', async () => {
    const ours = await createOrganization(db());
    const circle = await newCircle(`Not a partner ${process.pid}`);
    const partners = `/organizations/${ours.id}/partners/`;
    expect((await t.post(partners, { partner_id: circle })).statusCode).toBe(401);
    const member = await t.newMember();
    expect((await t.post(partners, { partner_id: circle }, member.headers)).statusCode).toBe(403);
    expect((await t.inject({ url: api(partners), headers: member.headers })).statusCode).toBe(403);

    const staff = await t.authHeader('staff@trellis.test');
    const refused = async (body: object, path = partners) => {
      const response = await t.post(path, body, staff);
      return { status: response.statusCode, body: response.json() };
    };
    expect(await refused({ partner_id: ours.id })).toEqual({
      status: 400,
      body: { field_errors: { partner_id: [CONNECT_MESSAGES.partnerSelf] } },
    });
    expect(await refused({ partner_id: circle })).toEqual({
      status: 400,
      body: { field_errors: { partner_id: [CONNECT_MESSAGES.partnerNotOrganization] } },
    });
    expect((await refused({ partner_id: ours.id }, `/organizations/${circle}/partners/`)).body).toEqual({
      non_field_errors: [CONNECT_MESSAGES.partnerNotOrganization],
    });
    expect((await refused({ partner_id: 999_999_999 })).status).toBe(404);
    expect((await refused({ partner_id: 'many' })).body.field_errors).toHaveProperty('partner_id');

    const [trellis] = await db().select({ id: groups.id }).from(groups).where(eq(groups.nameSlug, 'trellis-career-network'));
    const demo = await t.inject({ url: api(`/organizations/${trellis!.id}/partners/`), headers: staff });
    expect(PartnerList.parse(demo.json()).data.map((group) => group.name_slug)).toEqual(['lumen-robotics']);
  });

  it('suggests up to 8 people the member does not follow, the most complete profiles first', async () => {
    const member = await loneMember();
    const first = await t.inject({ url: api('/connect/you-may-know/'), headers: member.headers });
    expect(first.statusCode).toBe(200);
    const suggested = YouMayKnow.parse(first.json()).data;
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(YOU_MAY_KNOW_SIZE);
    expect(suggested.map((item) => item.id)).not.toContain(member.id);
    const percents = suggested.map((item) => item.profile_completion_percent ?? -1);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));

    await db().insert(follows).values({ followerId: member.id, targetType: 'user', targetId: suggested[0]!.id });
    const after = YouMayKnow.parse((await t.inject({ url: api('/connect/you-may-know/'), headers: member.headers })).json()).data;
    expect(after.map((item) => item.id)).not.toContain(suggested[0]!.id);
  });

  it('answers visitors 401 and bad input 400 with the field named', async () => {
    expect((await t.inject({ url: api('/connect/') })).statusCode).toBe(401);
    expect((await t.inject({ url: api('/connect/you-may-know/') })).statusCode).toBe(401);
    const member = await t.newMember();
    for (const [query, field] of [
      ['q=a', 'q'],
      ['connection=friends', 'connection'],
      ['professional_fields=one', 'professional_fields'],
      ['limited_search=maybe', 'limited_search'],
      ['page=0', 'page'],
      [`country=${'x'.repeat(101)}`, 'country'],
    ] as const) {
      const response = await t.inject({ url: api(`/connect/?${query}`), headers: member.headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field_errors, query).toHaveProperty(field);
    }
  });

  describe('influential people and organizations', () => {
    const list = async (path: string, headers: Record<string, string>) => {
      const response = await t.inject({ url: api(path), headers });
      expect(response.statusCode, response.body).toBe(200);
      return InfluentialPage.parse(response.json());
    };

    it('lists influential people by name, 16 a page, with the demo filling more than one page', async () => {
      const member = await t.newMember();
      const first = await list('/influencers/', member.headers);
      expect(first.data).toHaveLength(INFLUENCERS_PAGE_SIZE);
      expect(first.pagination.count).toBeGreaterThan(INFLUENCERS_PAGE_SIZE);
      const names = first.data.map((item) => item.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(first.data.every((item) => item.type === 'user')).toBe(true);
      const second = await list('/influencers/?page=2', member.headers);
      expect(second.data.length).toBe(first.pagination.count - INFLUENCERS_PAGE_SIZE);
      expect(second.data.map((item) => item.id)).not.toContain(first.data[0]!.id);

      const [amara] = (await list('/influencers/?search=amara', member.headers)).data;
      expect(amara).toMatchObject({ name: 'Amara Okafor', slug: 'amara-okafor', subtitle: 'AI Policy Researcher' });
      expect((await list(`/influencers/?search=${encodeURIComponent(member.slug)}`, member.headers)).data).toEqual([]);
    });

    it('leaves out members who are not influencers or have left', async () => {
      const member = await t.newMember();
      const person = await t.newMember();
      await rename(person.id, `Influx${process.pid}`);
      const search = `/influencers/?search=Influx${process.pid}`;
      expect((await list(search, member.headers)).data).toEqual([]);
      await db().update(profiles).set({ isInfluencer: true }).where(eq(profiles.userId, person.id));
      expect((await list(search, member.headers)).data.map((item) => item.id)).toEqual([person.id]);
      await db().update(users).set({ isActive: false }).where(eq(users.id, person.id));
      expect((await list(search, member.headers)).data).toEqual([]);
    });

    it('lists influential organizations, never a private one to an outsider', async () => {
      const member = await loneMember();
      const all = await list('/influential-organizations/?page_size=50', member.headers);
      expect(all.pagination.count).toBeGreaterThan(INFLUENCERS_PAGE_SIZE);
      expect(all.data.every((item) => item.type === 'organization')).toBe(true);
      const name = `Hidden Influence ${process.pid}`;
      const [hidden] = await db()
        .insert(groups)
        .values({ name, nameSlug: `hidden-influence-${process.pid}`, groupType: 'organization', privacy: 20, isInfluencer: true })
        .returning({ id: groups.id });
      const search = `/influential-organizations/?search=${encodeURIComponent(name)}`;
      expect((await list(search, member.headers)).data).toEqual([]);
      await addMembership(db(), { userId: member.id, groupId: hidden!.id });
      expect((await list(search, member.headers)).data).toMatchObject([{ id: hidden!.id, is_member: true }]);
    });

    it('answers visitors 401 and a one-letter search 400', async () => {
      expect((await t.inject({ url: api('/influencers/') })).statusCode).toBe(401);
      expect((await t.inject({ url: api('/influential-organizations/') })).statusCode).toBe(401);
      const member = await t.newMember();
      const response = await t.inject({ url: api('/influencers/?search=a'), headers: member.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().field_errors).toHaveProperty('search');
    });
  });
});
