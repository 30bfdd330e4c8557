import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupList, Identity, PATHS, PublicProfile, SubmissionList, TopicList } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const AUTHOR = 'member@trellis.test';
const OTHER = 'leader@trellis.test';
const STAFF = 'staff@trellis.test';

describe('what members add to the shared lists waits for staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as = async (email: string | null) => (email ? await t.authHeader(email) : {});
  const addTopic = async (email: string, name: string, topic_type = 'skill') => t.post(PATHS.topics, { name, topic_type }, await as(email));
  const addInstitution = async (email: string, name: string) => t.post(PATHS.groups, { name, group_type: 'institution' }, await as(email));
  const skillNames = async (email: string | null, search: string) =>
    TopicList.parse(
      (
        await t.inject({ url: api(`${PATHS.topics}?topic_type=skill&search=${encodeURIComponent(search)}`), headers: await as(email) })
      ).json(),
    ).data.map((topic) => topic.name);
  const institutionNames = async (email: string | null, search: string) =>
    GroupList.parse(
      (
        await t.inject({
          url: api(`${PATHS.groups}?group_type=institution&search=${encodeURIComponent(search)}`),
          headers: await as(email),
        })
      ).json(),
    ).data.map((group) => group.name);
  const identity = async (email: string) => Identity.parse((await t.inject({ url: api(PATHS.identity), headers: await as(email) })).json());
  const publicProfile = async (viewer: string | null, slug: string) =>
    PublicProfile.parse((await t.inject({ url: api(PATHS.publicProfile(slug)), headers: await as(viewer) })).json());
  // The institution is a field of the institutional sites' profile form.
  const saveProfile = async (email: string, payload: object) =>
    t.inject({ method: 'PATCH', url: api(PATHS.userProfile), headers: { ...(await as(email)), host: 'campus.localhost' }, payload });
  const submissions = async (email: string) => t.inject({ url: api(PATHS.submissions), headers: await as(email) });
  const decide = async (email: string, kind: 'topic' | 'institution', id: number, decision: string) =>
    t.post(PATHS.submission(kind, id), { decision }, await as(email));

  it('shows a skill a member added to its author only, in lists, searches and profiles', async () => {
    const added = await addTopic(AUTHOR, 'Quantum Basket Weaving');
    expect(added.statusCode).toBe(200);
    const { id } = added.json();
    expect((await saveProfile(AUTHOR, { skills: [id] })).statusCode).toBe(200);

    expect(await skillNames(AUTHOR, 'Quantum')).toEqual(['Quantum Basket Weaving']);
    expect(await skillNames(OTHER, 'Quantum')).toEqual([]);
    expect(await skillNames(null, 'Quantum')).toEqual([]);
    expect((await identity(AUTHOR)).profile.skills_detailed).toContainEqual({ id, name: 'Quantum Basket Weaving' });
    const slug = (await identity(AUTHOR)).profile.name_slug;
    expect((await publicProfile(OTHER, slug)).skills_detailed).not.toContainEqual({ id, name: 'Quantum Basket Weaving' });
    expect((await publicProfile(null, slug)).skills_detailed).not.toContainEqual({ id, name: 'Quantum Basket Weaving' });
    expect((await publicProfile(AUTHOR, slug)).skills_detailed).toContainEqual({ id, name: 'Quantum Basket Weaving' });

    // A member who guesses the id and puts it in their own profile still never sees its name.
    expect((await saveProfile(OTHER, { skills: [id] })).statusCode).toBe(200);
    expect((await identity(OTHER)).profile.skills_detailed).toEqual([]);
  });

  it('gives another member who types the same name a proposal of their own, and merges both on approval', async () => {
    const mine = (await addTopic(AUTHOR, 'Tidepool Ecology')).json().id as number;
    const theirs = (await addTopic(OTHER, 'Tidepool Ecology')).json().id as number;
    expect(theirs).not.toBe(mine);
    expect((await saveProfile(OTHER, { skills: [theirs] })).statusCode).toBe(200);

    const pending = SubmissionList.parse((await submissions(STAFF)).json()).data;
    expect(pending.filter((entry) => entry.name === 'Tidepool Ecology')).toEqual([
      expect.objectContaining({ kind: 'topic', id: mine, type: 'skill', author: expect.objectContaining({ email: AUTHOR }) }),
      expect.objectContaining({ kind: 'topic', id: theirs, type: 'skill', author: expect.objectContaining({ email: OTHER }) }),
    ]);

    expect((await decide(STAFF, 'topic', mine, 'approve')).statusCode).toBe(204);
    expect(await skillNames(null, 'Tidepool')).toEqual(['Tidepool Ecology']);
    expect((await decide(STAFF, 'topic', theirs, 'approve')).statusCode).toBe(204);
    expect(await skillNames(OTHER, 'Tidepool')).toEqual(['Tidepool Ecology']);
    expect((await identity(OTHER)).profile.skills_detailed).toEqual([{ id: mine, name: 'Tidepool Ecology' }]);
    expect((await decide(STAFF, 'topic', theirs, 'approve')).statusCode).toBe(404);
  });

  it('keeps an institution a member added to its author until staff approve, and refuses it in anyone else’s profile', async () => {
    const added = await addInstitution(AUTHOR, 'Hidden Valley Academy');
    expect(added.statusCode).toBe(201);
    const { id } = added.json();
    expect((await saveProfile(AUTHOR, { institution: id })).statusCode).toBe(200);
    expect(await institutionNames(AUTHOR, 'Hidden Valley')).toEqual(['Hidden Valley Academy']);
    expect(await institutionNames(OTHER, 'Hidden Valley')).toEqual([]);
    expect(await institutionNames(null, 'Hidden Valley')).toEqual([]);
    const slug = (await identity(AUTHOR)).profile.name_slug;
    expect((await identity(AUTHOR)).profile.institution).toBe('Hidden Valley Academy');
    expect((await publicProfile(OTHER, slug)).institution).toBeNull();

    const refused = await saveProfile(OTHER, { institution: id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors.institution).toEqual([MESSAGES.profileForm.couldNotFetchInstitution]);
    // Nor can anyone else open, join or follow it by its address or id.
    const slugOf = added.json().name_slug as string;
    expect((await t.inject({ url: api(PATHS.groupBySlug(slugOf)), headers: await as(OTHER) })).statusCode).toBe(404);
    expect((await t.inject({ url: api(PATHS.groupBySlug(slugOf)), headers: await as(AUTHOR) })).statusCode).toBe(200);
    expect((await t.post(PATHS.joinDefault(id), {}, await as(OTHER))).statusCode).toBe(404);
    expect((await t.post(PATHS.follow('follow', 'institution', id), {}, await as(OTHER))).statusCode).toBe(404);

    expect((await decide(STAFF, 'institution', id, 'approve')).statusCode).toBe(204);
    expect(await institutionNames(OTHER, 'Hidden Valley')).toEqual(['Hidden Valley Academy']);
    expect((await publicProfile(OTHER, slug)).institution).toBe('Hidden Valley Academy');
  });

  it('removes a rejected entry, from its author’s profile too', async () => {
    const institution = (await addInstitution(AUTHOR, 'Nowhere Polytechnic')).json().id as number;
    const skill = (await addTopic(AUTHOR, 'Pretend Skill')).json().id as number;
    await saveProfile(AUTHOR, { institution, skills: [skill] });
    expect((await decide(STAFF, 'institution', institution, 'reject')).statusCode).toBe(204);
    expect((await decide(STAFF, 'topic', skill, 'reject')).statusCode).toBe(204);
    const { profile } = await identity(AUTHOR);
    expect(profile.institution).toBeNull();
    expect(profile.skills_detailed.map((item) => item.name)).not.toContain('Pretend Skill');
    expect(await skillNames(AUTHOR, 'Pretend')).toEqual([]);
  });

  it('approves at once what staff add', async () => {
    expect((await addTopic(STAFF, 'Staff Curated Topic', 'general')).statusCode).toBe(200);
    const general = await t.inject({ url: api(`${PATHS.topics}?topic_type=general&search=Staff%20Curated`) });
    expect(general.json().data).toEqual([expect.objectContaining({ name: 'Staff Curated Topic' })]);
  });

  it('lets only staff review submissions, in the error shapes', async () => {
    expect((await submissions(AUTHOR)).statusCode).toBe(403);
    expect((await t.inject({ url: api(PATHS.submissions) })).statusCode).toBe(401);
    const id = (await addTopic(AUTHOR, 'Self Approved')).json().id as number;
    const forbidden = await decide(AUTHOR, 'topic', id, 'approve');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: MESSAGES.http.forbidden });
    expect((await decide(STAFF, 'topic', id, 'maybe')).statusCode).toBe(400);
    expect((await t.post('/submissions/group/1/', { decision: 'approve' }, await as(STAFF))).statusCode).toBe(400);
    expect(await skillNames(OTHER, 'Self Approved')).toEqual([]);
  });
});

describe('adding to the shared lists is rate-limited per member', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ submissionLimit: { perIp: 100, perAccount: 3, windowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('refuses a member past the limit across topics and institutions, and not another member', async () => {
    const headers = await t.authHeader(AUTHOR);
    expect((await t.post(PATHS.topics, { name: 'Limit One', topic_type: 'skill' }, headers)).statusCode).toBe(200);
    expect((await t.post(PATHS.topics, { name: 'Limit Two', topic_type: 'general' }, headers)).statusCode).toBe(200);
    expect((await t.post(PATHS.groups, { name: 'Limit Academy', group_type: 'institution' }, headers)).statusCode).toBe(201);
    const refused = await t.post(PATHS.topics, { name: 'Limit Four', topic_type: 'skill' }, headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: MESSAGES.auth.tooManyAttempts });
    expect((await t.post(PATHS.groups, { name: 'Limit College', group_type: 'institution' }, headers)).statusCode).toBe(429);
    expect((await t.post(PATHS.topics, { name: 'Limit Four', topic_type: 'skill' }, await t.authHeader(OTHER))).statusCode).toBe(200);
  });
});
