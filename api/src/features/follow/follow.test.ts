import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Identity, PATHS } from '@trellis/contracts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const MEMBER = 'member@trellis.test';

describe('follow and unfollow', () => {
  let t: TestApp;
  let memberId: number;
  let adminId: number;
  let organizationId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const identity = async (email: string) =>
      Identity.parse((await t.inject({ method: 'GET', url: api(PATHS.identity), headers: await t.authHeader(email) })).json());
    const member = await identity(MEMBER);
    memberId = member.id;
    organizationId = member.organization!.id;
    adminId = (await identity('admin@trellis.test')).id;
  });
  afterAll(() => t.close());

  const call = async (url: string, email = MEMBER) => t.inject({ method: 'POST', url: api(url), headers: await t.authHeader(email) });

  it('needs a signed-in user', async () => {
    expect((await t.inject({ method: 'POST', url: api(PATHS.follow('follow', 'user', adminId)) })).statusCode).toBe(401);
  });

  it('follows and unfollows a member, twice without harm', async () => {
    for (let round = 0; round < 2; round += 1) {
      const followed = await call(PATHS.follow('follow', 'user', adminId));
      expect(followed.statusCode).toBe(200);
      expect(followed.json()).toEqual({ is_following: true });
    }
    expect((await call(PATHS.follow('unfollow', 'user', adminId))).json()).toEqual({ is_following: false });
  });

  it('follows an organization by its group type', async () => {
    expect((await call(PATHS.follow('follow', 'organization', organizationId))).json()).toEqual({ is_following: true });
    expect((await call(PATHS.follow('follow', 'event', organizationId))).statusCode).toBe(404);
  });

  it('refuses to follow oneself (400)', async () => {
    const response = await call(PATHS.follow('follow', 'user', memberId));
    expect(response.statusCode).toBe(400);
    expect(response.json().non_field_errors).toEqual(['You cannot follow yourself']);
  });

  it('answers bad input with 400 field errors and unknown targets with 404', async () => {
    const badType = await call('/follow/planet/1/');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().field_errors.type).toBeDefined();
    expect((await call('/follow/user/abc/')).json().field_errors.id).toBeDefined();
    expect((await call('/follow/user/99999999999/')).statusCode).toBe(400);
    expect((await call(PATHS.follow('follow', 'user', 2_000_000_000))).statusCode).toBe(404);
  });
});
