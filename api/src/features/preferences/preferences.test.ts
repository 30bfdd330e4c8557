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

  const read = async () => t.inject({ method: 'GET', url: api(PATHS.portalPreferences), headers: await t.authHeader(LEADER) });
  const save = async (payload: object) =>
    t.inject({ method: 'PUT', url: api(PATHS.portalPreferences), headers: await t.authHeader(LEADER), payload });

  it('reads the current role and the default focus', async () => {
    const identity = Identity.parse(
      (await t.inject({ method: 'GET', url: api(PATHS.identity), headers: await t.authHeader(LEADER) })).json(),
    );
    expect((await read()).json()).toEqual({ current_role: identity.group_profile!.current_role, focus_area: 'both' });
  });

  it('saves persona and focus, and the profile follows the persona', async () => {
    const saved = await save({ current_role: 2, focus_area: 'learn_ai_skills' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ current_role: 2, focus_area: 'learn_ai_skills' });
    expect((await read()).json()).toEqual({ current_role: 2, focus_area: 'learn_ai_skills' });
    const identity = Identity.parse(
      (await t.inject({ method: 'GET', url: api(PATHS.identity), headers: await t.authHeader(LEADER) })).json(),
    );
    expect(identity.group_profile!.current_role).toBe(2);
  });

  it('applies the profile rules of a role change: a high-school persona is the first career stage, without a job function', async () => {
    expect((await save({ current_role: HIGH_SCHOOL_ROLE, focus_area: 'both' })).statusCode).toBe(200);
    const identity = Identity.parse(
      (await t.inject({ method: 'GET', url: api(PATHS.identity), headers: await t.authHeader(LEADER) })).json(),
    );
    expect(identity.group_profile).toMatchObject({ current_role: HIGH_SCHOOL_ROLE, career_stage: FIRST_CAREER_STAGE, job_function: null });
  });

  it('answers bad input with 400 field errors', async () => {
    const missing = await save({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().field_errors).sort()).toEqual(['current_role', 'focus_area']);
    expect((await save({ current_role: 999, focus_area: 'both' })).json().field_errors.current_role).toEqual(['Select a valid persona']);
    expect((await save({ current_role: 1, focus_area: 'everything' })).json().field_errors.focus_area).toBeDefined();
  });

  it('needs a signed-in user', async () => {
    expect((await t.inject({ method: 'GET', url: api(PATHS.portalPreferences) })).statusCode).toBe(401);
  });
});
