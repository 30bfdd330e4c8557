import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { easyAuthSettings, manualClock } from '../../test-support/auth-settings.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const NEW_PASSWORD = 'Copper-Lantern-58';

describe('password recovery and change', () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ auth: easyAuthSettings({ clock: clock.now }) });
  });
  afterAll(() => t.close());

  async function resetLink(email: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const [mail] = await t.mailTo(email);
      if (mail) return /\/reset-password\/([\w-]+)/.exec(mail.text)![1]!;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no reset mail');
  }
  const login = (email: string, password: string) => t.post(PATHS.token, { email, password });
  const refresh = (token: string) => t.post(PATHS.tokenRefresh, { refresh: token });
  const check = (token: string) => t.post(PATHS.resetLinkCheck, { token });

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await t.post(PATHS.forgotPassword, { email: 'leader@trellis.test' });
    const unknown = await t.post(PATHS.forgotPassword, { email: 'nobody@trellis.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: MESSAGES.auth.recoverySent });
    expect(unknown.json()).toEqual(known.json());
    await resetLink('leader@trellis.test');
    expect(await t.mailTo('nobody@trellis.test')).toEqual([]);
  });

  it('refuses a malformed address', async () => {
    const response = await t.post(PATHS.forgotPassword, { email: 'nope' });
    expect(response.json()).toEqual({ field_errors: { email: [MESSAGES.auth.forgotEmailInvalid] } });
  });

  it('builds the link from the site record and the configured port; the Host header names neither host nor port', async () => {
    const linkFor = async (host: string) => {
      const before = (await t.mailTo('pending@trellis.test')).length;
      await t.inject({ method: 'POST', url: api(PATHS.forgotPassword), payload: { email: 'pending@trellis.test' }, headers: { host } });
      await vi.waitFor(async () => expect((await t.mailTo('pending@trellis.test')).length).toBe(before + 1));
      return (await t.mailTo('pending@trellis.test'))[0]!.text;
    };
    const forged = await linkFor('evil.example:8080');
    expect(forged).toContain('http://localhost:3000/reset-password/');
    expect(forged).not.toContain('evil.example');
    expect(forged).not.toContain('8080');
    const onSite = await linkFor('campus.localhost:6666');
    expect(onSite).toContain('http://campus.localhost:3000/reset-password/');
    expect(onSite).not.toContain('6666');
    // A name under .localhost that no site claims is not a site either.
    expect(await linkFor('attacker.localhost:3000')).toContain('http://localhost:3000/reset-password/');
  });

  it('resets the password once, ends the sessions and refuses the link again', async () => {
    const session = await t.signIn('admin@trellis.test');
    await t.post(PATHS.forgotPassword, { email: 'admin@trellis.test' });
    const token = await resetLink('admin@trellis.test');
    expect((await check(token)).json()).toEqual({ state: 'live' });
    const common = await t.post(PATHS.resetPassword, { token, new_password: 'iloveyou1', confirm_password: 'iloveyou1' });
    expect(common.json()).toEqual({ field_errors: { new_password: [MESSAGES.auth.commonPassword] } });
    const mismatch = await t.post(PATHS.resetPassword, { token, new_password: NEW_PASSWORD, confirm_password: 'other-thing' });
    expect(mismatch.json().field_errors.confirm_password).toEqual([MESSAGES.auth.passwordsDoNotMatch]);
    const reset = await t.post(PATHS.resetPassword, { token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(reset.json()).toEqual({ message: MESSAGES.auth.passwordChanged });
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await login('admin@trellis.test', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('admin@trellis.test', NEW_PASSWORD)).statusCode).toBe(200);
    const again = await t.post(PATHS.resetPassword, { token, new_password: 'Another-Pass-91', confirm_password: 'Another-Pass-91' });
    expect(again.json()).toEqual({ non_field_errors: [MESSAGES.auth.resetLinkInvalid] });
    // The page of a spent link says so instead of showing the form.
    expect((await check(token)).json()).toEqual({ state: 'used' });
  });

  it('spends an older link of the account along with the one used', async () => {
    await t.post(PATHS.forgotPassword, { email: 'leader@trellis.test' });
    await vi.waitFor(async () => expect((await t.mailTo('leader@trellis.test')).length).toBeGreaterThanOrEqual(2));
    const [newest, older] = (await t.mailTo('leader@trellis.test')).map((mail) => /\/reset-password\/([\w-]+)/.exec(mail.text)![1]!);
    expect((await check(older!)).json()).toEqual({ state: 'live' });
    const reset = await t.post(PATHS.resetPassword, { token: newest, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect((await check(older!)).json()).toEqual({ state: 'used' });
  });

  it('refuses a link after an hour and a made-up one', async () => {
    await t.post(PATHS.forgotPassword, { email: 'staff@trellis.test' });
    const token = await resetLink('staff@trellis.test');
    clock.advance(60 * 60 * 1000 + 1);
    expect((await check(token)).json()).toEqual({ state: 'expired' });
    const expired = await t.post(PATHS.resetPassword, { token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ non_field_errors: [MESSAGES.auth.resetLinkInvalid] });
    expect(
      (await t.post(PATHS.resetPassword, { token: 'made-up', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    expect((await t.post(PATHS.resetPassword, {})).json().field_errors.token).toEqual([MESSAGES.auth.resetLinkInvalid]);
    expect((await check('made-up')).json()).toEqual({ state: 'unknown' });
    expect((await check(token)).json()).toEqual({ state: 'expired' });
    const missing = await t.post(PATHS.resetLinkCheck, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_errors.token).toEqual([MESSAGES.auth.resetLinkInvalid]);
    expect((await check('x'.repeat(5000))).statusCode).toBe(400);
  });

  it('changes the password: this device stays signed in, every other session ends', async () => {
    const other = await t.signIn('member@trellis.test');
    const current = await t.signIn('member@trellis.test');
    const headers = { authorization: `Bearer ${current.access}` };
    const wrong = await t.post(PATHS.changePassword, { current_password: 'not-it', new_password: NEW_PASSWORD }, headers);
    expect(wrong.json()).toEqual({ field_errors: { current_password: [MESSAGES.auth.currentPasswordWrong] } });
    const common = await t.post(PATHS.changePassword, { current_password: DEMO_PASSWORD, new_password: 'qwertyuiop' }, headers);
    expect(common.json()).toEqual({ field_errors: { new_password: [MESSAGES.auth.commonPassword] } });
    const missing = await t.post(PATHS.changePassword, {}, headers);
    expect(Object.keys(missing.json().field_errors).sort()).toEqual(['current_password', 'new_password']);
    expect((await t.post(PATHS.changePassword, { current_password: DEMO_PASSWORD, new_password: NEW_PASSWORD })).statusCode).toBe(401);

    // No wait: a session signed in the same second as the change ends with it.
    const changed = await t.post(PATHS.changePassword, { current_password: DEMO_PASSWORD, new_password: NEW_PASSWORD }, headers);
    expect(changed.statusCode).toBe(200);
    const pair = changed.json();
    expect(pair.message).toBe(MESSAGES.auth.passwordChanged);
    expect((await t.inject({ url: api(PATHS.identity), headers: { authorization: `Bearer ${pair.access}` } })).statusCode).toBe(200);
    expect((await t.inject({ url: api(PATHS.identity), headers: { authorization: `Bearer ${other.access}` } })).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await refresh(current.refresh)).statusCode).toBe(401);
    expect((await refresh(pair.refresh)).statusCode).toBe(200);
  });
});

describe('recovery links with a public URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ auth: easyAuthSettings({ publicUrl: 'https://trellis.example' }) });
  });
  afterAll(() => t.close());

  it('points every link at TRELLIS_PUBLIC_URL, whatever host the request names', async () => {
    await t.inject({
      method: 'POST',
      url: api(PATHS.forgotPassword),
      payload: { email: 'member@trellis.test' },
      headers: { host: 'evil.example' },
    });
    await vi.waitFor(async () => expect(await t.mailTo('member@trellis.test')).toHaveLength(1));
    const [mail] = await t.mailTo('member@trellis.test');
    expect(mail!.text).toMatch(/https:\/\/trellis\.example\/reset-password\/[\w-]{40,}/);
    expect(mail!.text).not.toContain('evil.example');
  });
});

describe('recovery rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ auth: easyAuthSettings({ attemptLimit: { perIp: 4, perAccount: 2, windowMs: 60_000 } }) });
  });
  afterAll(() => t.close());

  it('limits recovery per e-mail and resets per address', async () => {
    const forgot = (ip: string) =>
      t.inject({ method: 'POST', url: api(PATHS.forgotPassword), remoteAddress: ip, payload: { email: 'member@trellis.test' } });
    expect((await forgot('10.2.0.1')).statusCode).toBe(200);
    expect((await forgot('10.2.0.2')).statusCode).toBe(200);
    const blocked = await forgot('10.2.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: MESSAGES.auth.tooManyAttempts });
    const reset = () =>
      t.inject({
        method: 'POST',
        url: api(PATHS.resetPassword),
        remoteAddress: '10.2.9.9',
        payload: { token: 'guess', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      });
    for (let i = 0; i < 4; i++) expect((await reset()).statusCode).toBe(400);
    expect((await reset()).statusCode).toBe(429);
  });
});
