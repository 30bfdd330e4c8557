import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_CAREER_STAGE, HIGH_SCHOOL_ROLE, Identity, PATHS } from '@trellis/contracts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const LEADER = 'leader@trellis.test';

describe('portal preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Headers = { authorization: string };
  // The tests that save preferences save them for a member of their own, copied from the demo leader.
  const read = async (headers: Headers) => t.inject({ method: 'GET', url: api(PATHS.portalPreferences), headers });
  const save = async (headers: Headers, payload: object) =>
    t.inject({ method: 'PUT', url: api(PATHS.portalPreferences), headers, payload });
  const identityOf = async (headers: Headers) =>
    Identity.parse((await t.inject({ method: 'GET', url: api(PATHS.identity), headers })).json());

  it('reads the current role and the default focus', async () => {
    const headers = await t.authHeader(LEADER);
    const identity = await identityOf(headers);
    expect((await read(headers)).json()).toEqual({ current_role: identity.group_profile!.current_role, focus_area: 'both' });
  });

  it('saves persona and focus, and the profile follows the persona', async () => {
    const { headers } = await t.newMember({ like: LEADER });
    const saved = await save(headers, { current_role: 2, focus_area: 'learn_ai_skills' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ current_role: 2, focus_area: 'learn_ai_skills' });
    expect((await read(headers)).json()).toEqual({ current_role: 2, focus_area: 'learn_ai_skills' });
    expect((await identityOf(headers)).group_profile!.current_role).toBe(2);
  });

  it('applies the profile rules of a role change: a high-school persona is the first career stage, without a job function', async () => {
    const { headers } = await t.newMember({ like: LEADER });
    expect((await save(headers, { current_role: HIGH_SCHOOL_ROLE, focus_area: 'both' })).statusCode).toBe(200);
    expect((await identityOf(headers)).group_profile).toMatchObject({
      current_role: HIGH_SCHOOL_ROLE,
      career_stage: FIRST_CAREER_STAGE,
      job_function: null,
    });
  });

  it('answers bad input with 400 field errors', async () => {
    const headers = await t.authHeader(LEADER);
    const missing = await save(headers, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().field_errors).sort()).toEqual(['current_role', 'focus_area']);
    expect((await save(headers, { current_role: 999, focus_area: 'both' })).json().field_errors.current_role).toEqual([
      'Select a valid persona',
    ]);
    expect((await save(headers, { current_role: 1, focus_area: 'everything' })).json().field_errors.focus_area).toBeDefined();
  });

  it('needs a signed-in user', async () => {
    expect((await t.inject({ method: 'GET', url: api(PATHS.portalPreferences) })).statusCode).toBe(401);
  });
});
