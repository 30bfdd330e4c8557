import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, SessionHandoff, SessionHandoffPair } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('session hand-over to another site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const handOff = async (email: string) =>
    SessionHandoff.parse((await t.post(PATHS.sessionHandoff, {}, await t.authHeader(email))).json()).code;
  const redeem = (code: string) => t.post(PATHS.sessionHandoffRedeem, { code });

  it('exchanges a code once for a new session of the same member', async () => {
    const code = await handOff('member@trellis.test');
    const first = await redeem(code);
    expect(first.statusCode).toBe(200);
    const pair = SessionHandoffPair.parse(first.json());
    expect(pair.user.email).toBe('member@trellis.test');
    const identity = await t.inject({ url: api(PATHS.identity), headers: { authorization: `Bearer ${pair.access}` } });
    expect(identity.json().id).toBe(pair.user.id);
    expect((await redeem(code)).json()).toEqual({ non_field_errors: [MESSAGES.auth.handoffExpired] });
  });

  it('refuses a made-up code and asks anonymous visitors to sign in before handing over', async () => {
    expect((await redeem('made-up')).statusCode).toBe(400);
    expect((await t.post(PATHS.sessionHandoff, {})).statusCode).toBe(401);
  });
});
