import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { easyAuthSettings, solveCaptcha } from '../../test-support/auth-settings.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: unknown) => t.inject({ method: 'POST', url: api(PATHS.token), payload: payload as object });
  const refresh = (token: string) => t.inject({ method: 'POST', url: api(PATHS.tokenRefresh), payload: { refresh: token } });
  const identity = (access: string) => t.inject({ url: api(PATHS.identity), headers: { authorization: `Bearer ${access}` } });

  describe('POST /token/', () => {
    it('answers an access and a refresh token for the right password', async () => {
      const response = await login({ email: 'member@trellis.test', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.access.split('.')).toHaveLength(3);
      expect(body.refresh.length).toBeGreaterThan(30);
      expect(response.headers['cache-control']).toBe('no-store');
      expect((await identity(body.access)).statusCode).toBe(200);
    });

    it('accepts the e-mail in any case and with surrounding spaces', async () => {
      expect((await login({ email: '  Member@Trellis.TEST ', password: DEMO_PASSWORD })).statusCode).toBe(200);
    });

    it('answers missing fields with the form messages', async () => {
      const response = await login({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        field_errors: { email: [MESSAGES.auth.emailRequired], password: [MESSAGES.auth.passwordRequired] },
      });
    });

    it('answers an empty password with its message', async () => {
      const response = await login({ email: 'member@trellis.test', password: '' });
      expect(response.json()).toEqual({ field_errors: { password: [MESSAGES.auth.passwordRequired] } });
    });

    it('answers a malformed e-mail with the invalid-address message', async () => {
      const response = await login({ email: 'member@trellis', password: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().field_errors.email).toEqual([MESSAGES.auth.emailInvalid]);
    });

    it('answers a wrong password and an unknown e-mail alike', async () => {
      const wrong = await login({ email: 'member@trellis.test', password: 'not-the-password' });
      const unknown = await login({ email: 'nobody@trellis.test', password: DEMO_PASSWORD });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ detail: MESSAGES.auth.invalidCredentials });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('lets unverified members sign in, so they can reach the code screen', async () => {
      expect((await login({ email: 'unverified@trellis.test', password: DEMO_PASSWORD })).statusCode).toBe(200);
    });

    it('ignores a stale bearer token', async () => {
      const response = await t.inject({
        method: 'POST',
        url: api(PATHS.token),
        headers: { authorization: 'Bearer expired.or.forged' },
        payload: { email: 'member@trellis.test', password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('POST /token/refresh/', () => {
    it('rotates: each use answers a new pair and retires the presented token', async () => {
      const first = await t.signIn('member@trellis.test');
      const rotated = await refresh(first.refresh);
      expect(rotated.statusCode).toBe(200);
      const second = rotated.json();
      expect(second.refresh).not.toBe(first.refresh);
      expect((await identity(second.access)).statusCode).toBe(200);
      const third = await refresh(second.refresh);
      expect(third.statusCode).toBe(200);
    });

    it('treats a reused token as stolen and revokes its whole family', async () => {
      const first = await t.signIn('member@trellis.test');
      const second = (await refresh(first.refresh)).json();
      const replay = await refresh(first.refresh);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ detail: MESSAGES.auth.sessionExpired });
      expect((await refresh(second.refresh)).statusCode).toBe(401);
    });

    it('leaves other sessions of the same user alone', async () => {
      const laptop = await t.signIn('member@trellis.test');
      const phone = await t.signIn('member@trellis.test');
      await refresh(laptop.refresh);
      await refresh(laptop.refresh);
      expect((await refresh(phone.refresh)).statusCode).toBe(200);
    });

    it('rejects unknown tokens and asks for the missing one', async () => {
      expect((await refresh('made-up')).statusCode).toBe(401);
      const missing = await t.inject({ method: 'POST', url: api(PATHS.tokenRefresh), payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ field_errors: { refresh: [MESSAGES.common.required] } });
    });
  });

  describe('POST /logout/', () => {
    it('revokes the refresh token', async () => {
      const pair = await t.signIn('member@trellis.test');
      const response = await t.inject({ method: 'POST', url: api(PATHS.logout), payload: { refresh_token: pair.refresh } });
      expect(response.statusCode).toBe(204);
      expect((await refresh(pair.refresh)).statusCode).toBe(401);
    });

    it('succeeds without a token or with an unknown one', async () => {
      expect((await t.inject({ method: 'POST', url: api(PATHS.logout) })).statusCode).toBe(204);
      expect((await t.inject({ method: 'POST', url: api(PATHS.logout), payload: { refresh_token: 'unknown' } })).statusCode).toBe(204);
    });
  });

  describe('bearer tokens', () => {
    it('answers 401 with detail for a missing, malformed or forged token', async () => {
      const missing = await t.inject({ url: api(PATHS.identity) });
      expect(missing.statusCode).toBe(401);
      expect(missing.json().detail).toBeTruthy();
      for (const authorization of [
        'Bearer nonsense',
        'Basic abc',
        'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidHlwZSI6ImFjY2VzcyJ9.c2lnbmF0dXJl',
      ]) {
        const response = await t.inject({ url: api(PATHS.identity), headers: { authorization } });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ detail: MESSAGES.auth.sessionExpired });
      }
    });

    it('answers 401 on public routes too, so clients refresh a stale token', async () => {
      const response = await t.inject({ url: api(PATHS.groups), headers: { authorization: 'Bearer nonsense' } });
      expect(response.statusCode).toBe(401);
    });
  });
});

describe('sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: { perIp: 6, perEmail: 3, windowMs: 60_000 }, auth: easyAuthSettings() });
  });
  afterAll(() => t.close());

  const attempt = (email: string, ip: string) =>
    t.inject({ method: 'POST', url: api(PATHS.token), remoteAddress: ip, payload: { email, password: 'wrong-password' } });

  it('asks for the captcha after repeated failures for an e-mail, from any address, and never locks the owner out', async () => {
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await attempt('staff@trellis.test', ip)).statusCode).toBe(401);
    const needsCaptcha = { field_errors: { recaptcha_response: [MESSAGES.auth.captchaRequired] } };
    expect((await attempt('staff@trellis.test', '10.0.0.4')).json()).toEqual(needsCaptcha);
    const owner = (payload: object) =>
      t.inject({
        method: 'POST',
        url: api(PATHS.token),
        remoteAddress: '10.0.0.5',
        payload: { email: 'staff@trellis.test', password: DEMO_PASSWORD, ...payload },
      });
    expect((await owner({})).json()).toEqual(needsCaptcha);
    expect((await owner({ recaptcha_response: 'forged' })).json()).toEqual(needsCaptcha);
    const solved = await solveCaptcha((await t.inject({ url: api(PATHS.captchaChallenge) })).json());
    expect((await owner({ recaptcha_response: solved })).statusCode).toBe(200);
    // The right password ended the streak.
    expect((await owner({})).statusCode).toBe(200);
  });

  it('counts only failures: an owner signing in often is never slowed', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await t.inject({
        method: 'POST',
        url: api(PATHS.token),
        remoteAddress: `10.0.1.${i}`,
        payload: { email: 'admin@trellis.test', password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('limits attempts per address, whatever the e-mail', async () => {
    const emails = ['a@trellis.test', 'b@trellis.test', 'c@trellis.test', 'd@trellis.test', 'e@trellis.test', 'f@trellis.test'];
    for (const email of emails) expect((await attempt(email, '10.0.9.9')).statusCode).toBe(401);
    expect((await attempt('g@trellis.test', '10.0.9.9')).statusCode).toBe(429);
  });
});
