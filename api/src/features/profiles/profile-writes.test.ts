import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Identity, PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const M = MESSAGES.profileForm;

describe('profile writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function identityOf(email: string) {
    return Identity.parse((await t.inject({ url: api(PATHS.identity), headers: await t.authHeader(email) })).json());
  }
  async function patch(email: string, payload: object, host = 'localhost', url = api(PATHS.userProfile)) {
    return t.inject({ method: 'PATCH', url, headers: { ...(await t.authHeader(email)), host }, payload });
  }

  it('saves any subset of the form and GET /identity/ shows it', async () => {
    const response = await patch('member@trellis.test', { title: 'Analyst', short_bio: 'Hello there', social_orcid: '0000-0001' });
    expect(response.statusCode).toBe(200);
    const identity = await identityOf('member@trellis.test');
    expect(identity.profile.short_bio).toBe('Hello there');
    const form = await t.inject({ url: api(PATHS.userProfile), headers: await t.authHeader('member@trellis.test') });
    expect(form.json()).toMatchObject({
      values: { title: 'Analyst', short_bio: 'Hello there', social_orcid: '0000-0001' },
      can_give_career_advice: false,
    });
  });

  it.each([
    [{ first_name: '' }, 'first_name', MESSAGES.common.required],
    [{ title: '   ' }, 'title', MESSAGES.common.required],
    [{ interested_services: [] }, 'interested_services', MESSAGES.common.required],
    [{ career_stage: 'two' }, 'career_stage', MESSAGES.common.required],
    [{ skills: [] }, 'skills', MESSAGES.common.required],
    [{ skills: [1, 2, 3, 4, 5, 6, 7, 8] }, 'skills', M.maxSkills],
    [{ topics: [1, 2, 3, 4, 5, 6, 7, 8] }, 'topics', M.maxTopics],
    [{ short_bio: 'word '.repeat(401) }, 'short_bio', M.maxWords400],
    [{ career_story: 'word '.repeat(401) }, 'career_story', M.maxWords400],
    [{ specific_needs: 'x'.repeat(501) }, 'specific_needs', M.max500],
    [{ additional_career_information: 'word '.repeat(201) }, 'additional_career_information', M.maxWords200],
    [{ career_stage: 0, career_stage_extra: 'x'.repeat(31) }, 'career_stage_extra', M.max30],
    [{ reason_to_join: [0], reason_to_join_extra: 'x'.repeat(31) }, 'reason_to_join_extra', M.max50],
    [{ professional_field: 0, professional_field_extra: 'x'.repeat(31) }, 'professional_field_extra', M.max50],
  ])('answers %j with field_errors', async (payload, field, message) => {
    const response = await patch('member@trellis.test', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors[field]).toEqual([message]);
  });

  it('refuses links with a scheme other than http and https', async () => {
    for (const link of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,hi', 'vbscript:x']) {
      const response = await patch('member@trellis.test', { social_linkedin: link, calendy_url: link });
      expect(response.statusCode).toBe(400);
      expect(response.json().field_errors).toMatchObject({
        social_linkedin: [MESSAGES.profileForm.invalidUrl],
        calendy_url: [MESSAGES.profileForm.invalidUrl],
      });
    }
    expect((await patch('member@trellis.test', { social_linkedin: 'https://www.linkedin.com/in/ada' })).statusCode).toBe(200);
  });

  it('ignores extras whose include condition does not hold', async () => {
    const response = await patch('member@trellis.test', { career_stage: 2, career_stage_extra: 'x'.repeat(40), reason_to_join: [1] });
    expect(response.statusCode).toBe(200);
    expect((await identityOf('member@trellis.test')).group_profile?.extra_info.career_stage_extra).toBeUndefined();
  });

  it('forces the first career stage for a high-school role and clears reasons when the stage changes', async () => {
    await patch('member@trellis.test', { career_stage: 3, reason_to_join: [1, 3] });
    await patch('member@trellis.test', { current_role: 1, career_stage: 4 });
    const career = (await identityOf('member@trellis.test')).group_profile!;
    expect(career.career_stage).toBe(1);
    expect(career.reason_to_join).toEqual([]);
  });

  it('requires country_of_origin on the diaspora site only, and keeps the institutional block on campus sites', async () => {
    const diaspora = await patch('member@trellis.test', { country_of_origin: '' }, 'diaspora.localhost');
    expect(diaspora.json().field_errors.country_of_origin).toEqual([MESSAGES.common.required]);
    expect((await patch('member@trellis.test', { country_of_origin: 'Ghana' }, 'diaspora.localhost')).statusCode).toBe(200);
    expect((await patch('member@trellis.test', { college: 'North Campus', uni_batch: '2024' }, 'campus.localhost')).statusCode).toBe(200);
    const extra = (await identityOf('member@trellis.test')).group_profile!.extra_info;
    expect(extra).toMatchObject({ country_of_origin: 'Ghana', college: 'North Campus', uni_batch: '2024' });
  });

  it("refuses another member's profile and group profile", async () => {
    const leader = await identityOf('leader@trellis.test');
    const other = await patch('member@trellis.test', { title: 'Hacker' }, 'localhost', api(PATHS.profileById(leader.profile.id)));
    expect(other.statusCode).toBe(403);
    const career = await t.inject({
      method: 'PATCH',
      url: api(PATHS.groupProfile(leader.group_profile!.id)),
      headers: await t.authHeader('member@trellis.test'),
      payload: { career_stage: 2 },
    });
    expect(career.statusCode).toBe(403);
    const own = await identityOf('member@trellis.test');
    expect((await patch('member@trellis.test', { title: 'Own' }, 'localhost', api(PATHS.profileById(own.profile.id)))).statusCode).toBe(
      200,
    );
  });

  it('lets only certified members who are not influencers give career advice', async () => {
    const member = await patch('member@trellis.test', { career_advice: 'Keep learning' });
    expect(member.statusCode).toBe(403);
    expect(member.json().field_errors.career_advice).toEqual([M.careerAdviceNotAllowed]);
    const leader = await patch('leader@trellis.test', { career_advice: 'Keep learning' });
    expect(leader.statusCode).toBe(200);
  });

  it('creates a typed institution once as a group of type institution', async () => {
    const headers = await t.authHeader('member@trellis.test');
    const first = await t.inject({
      method: 'POST',
      url: api(PATHS.groups),
      headers,
      payload: { name: 'Lakeside Polytechnic', group_type: 'institution' },
    });
    expect(first.statusCode).toBe(201);
    const again = await t.inject({
      method: 'POST',
      url: api(PATHS.groups),
      headers,
      payload: { name: 'Lakeside Polytechnic', group_type: 'institution' },
    });
    expect(again.json().id).toBe(first.json().id);
    expect((await patch('member@trellis.test', { institution: first.json().id }, 'campus.localhost')).statusCode).toBe(200);
    expect((await identityOf('member@trellis.test')).profile.institution).toBe('Lakeside Polytechnic');
    const wrongType = await t.inject({ method: 'POST', url: api(PATHS.groups), headers, payload: { name: 'X', group_type: 'circle' } });
    expect(wrongType.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.inject({ method: 'PATCH', url: api(PATHS.userProfile), payload: {} })).statusCode).toBe(401);
  });
});
