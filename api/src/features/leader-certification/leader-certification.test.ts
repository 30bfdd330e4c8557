import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CircleLeaderList, LEADER_MESSAGES, LeaderApplicationState, NotificationList, PATHS } from '@trellis/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const text = LEADER_MESSAGES;

describe('leader certification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const state = async (email: string) =>
    LeaderApplicationState.parse((await t.inject({ url: api(PATHS.certificationApplication), headers: await t.authHeader(email) })).json());
  const apply = async (email: string | null, body: object) => {
    const response = await t.post(PATHS.certificationApplication, body, email ? await t.authHeader(email) : {});
    return { status: response.statusCode, body: response.json() };
  };
  const userId = async (email: string) =>
    (await t.database.connection.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it('asks for a signed-in member, and a reason', async () => {
    expect((await apply(null, { response: 'x' })).status).toBe(401);
    expect((await t.inject({ url: api(PATHS.certificationApplication) })).statusCode).toBe(401);
    expect((await apply('pending@trellis.test', { response: '  ' })).body).toEqual({ field_errors: { response: [text.responseRequired] } });
  });

  it('takes one application at a time, says when one is under review, and refuses certified leaders', async () => {
    expect(await state('pending@trellis.test')).toEqual({ application_status: null, certification_level: null });
    expect(await apply('pending@trellis.test', { response: 'I run a study group.' })).toEqual({
      status: 201,
      body: { message: text.submitted },
    });
    expect(await state('pending@trellis.test')).toEqual({ application_status: 'pending', certification_level: null });
    expect(await apply('pending@trellis.test', { response: 'Again.' })).toEqual({
      status: 400,
      body: { non_field_errors: [text.underReview] },
    });
    expect(await state('member@trellis.test')).toMatchObject({ application_status: 'pending' });
    expect((await apply('leader@trellis.test', { response: 'More.' })).body).toEqual({ non_field_errors: [text.alreadyCertified] });
  });

  it('lists certified leaders, highest level first, searchable', async () => {
    const list = CircleLeaderList.parse((await t.inject({ url: api(PATHS.leaderCertifications) })).json());
    expect(list.data.map((leader) => leader.certification_level)).toEqual(
      [...list.data.map((leader) => leader.certification_level)].sort((a, b) => b - a),
    );
    const daniel = list.data.find((leader) => leader.user.profile.first_name === 'Daniel')!;
    expect(daniel).toMatchObject({ certification_level: 2, no_of_circles_led: expect.any(Number) });
    expect(daniel.no_of_circles_led).toBeGreaterThanOrEqual(1);
    const searched = CircleLeaderList.parse((await t.inject({ url: api(`${PATHS.leaderCertifications}?search=okafor`) })).json());
    expect(searched.data.map((leader) => leader.user.profile.last_name)).toEqual(['Okafor']);
    expect((await t.inject({ url: api(`${PATHS.leaderCertifications}?search=o`) })).statusCode).toBe(400);
  });

  it('lets staff only grant a level, which certifies the member, approves the application and tells them', async () => {
    const pending = await userId('pending@trellis.test');
    expect(
      (await t.post(PATHS.leaderCertifications, { user: pending, level: 1 }, await t.authHeader('admin@trellis.test'))).statusCode,
    ).toBe(403);
    expect(
      (await t.post(PATHS.leaderCertifications, { user: pending, level: 4 }, await t.authHeader('staff@trellis.test'))).statusCode,
    ).toBe(400);
    expect(
      (await t.post(PATHS.leaderCertifications, { user: 2_000_000, level: 1 }, await t.authHeader('staff@trellis.test'))).statusCode,
    ).toBe(404);
    const granted = await t.post(PATHS.leaderCertifications, { user: pending, level: 1 }, await t.authHeader('staff@trellis.test'));
    expect(granted.json()).toEqual({ message: text.granted('Basic') });
    expect(await state('pending@trellis.test')).toEqual({ application_status: 'approved', certification_level: 1 });
    const notices = NotificationList.parse(
      (await t.inject({ url: api(PATHS.notifications), headers: await t.authHeader('pending@trellis.test') })).json(),
    );
    expect(notices.data[0]!.message).toBe(text.notified('Basic'));
    const options = (
      await t.inject({ url: api(`${PATHS.groupParentOptions}?group_type=event`), headers: await t.authHeader('pending@trellis.test') })
    ).json();
    expect(options.reason).not.toBe('Only certified administrators can create events.');
  });
});
