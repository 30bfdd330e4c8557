import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Identity, PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { easyAuthSettings, manualClock } from '../../test-support/auth-settings.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('alternate e-mail', () => {
  let t: TestApp;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createTestApp({ auth: easyAuthSettings({ clock: clock.now }) });
  });
  afterAll(() => t.close());

  // Each test changes a member of its own, so the codes and limits of one never reach another.
  type Member = Awaited<ReturnType<TestApp['newMember']>>;
  const call = (method: 'GET' | 'POST', path: string, payload: object | undefined, member: Member | null) =>
    t.inject({ method, url: api(path), payload, headers: member ? member.headers : {} });
  const add = (payload: object, member: Member | null) => call('POST', PATHS.alternateEmail, payload, member);
  async function codeSentTo(to: string) {
    const mail = await vi.waitFor(async () => {
      const [latest] = await t.mailTo(to);
      expect(latest).toBeDefined();
      return latest;
    });
    return /\b(\d{6})\b/.exec(mail!.text)![1]!;
  }
  const profile = async (member: Member) => Identity.parse((await call('GET', PATHS.identity, undefined, member)).json()).profile;

  it('needs a signed-in member', async () => {
    expect((await add({ email: 'second@example.org' }, null)).statusCode).toBe(401);
  });

  it.each([
    [{}, MESSAGES.auth.emailRequired],
    [{ email: '' }, MESSAGES.auth.emailRequired],
    [{ email: 'not an address' }, MESSAGES.auth.emailInvalid],
    ['its own address in other letters', MESSAGES.profileForm.alternateIsPrimary],
  ])('refuses %j with a field error', async (payload, message) => {
    const me = await t.newMember();
    const response = await add(typeof payload === 'string' ? { email: me.email.toUpperCase() } : payload, me);
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors.email[0]).toBe(message);
  });

  it('stores the address unverified, verifies it with the e-mailed code, then makes it primary', async () => {
    const me = await t.newMember();
    const response = await add({ email: 'Second@Example.org' }, me);
    expect(response.json()).toEqual({ message: MESSAGES.profileForm.alternateCodeSent('second@example.org') });
    expect(await profile(me)).toMatchObject({ alternate_email: 'second@example.org', is_alternate_email_verified: false });

    expect((await call('POST', PATHS.switchEmail, {}, me)).json()).toEqual({ message: MESSAGES.auth.setPrimaryFailed });
    const wrong = await call('POST', PATHS.verifyOtp, { otp: '000000', type: 'alternate_email' }, me);
    expect(wrong.statusCode).toBe(400);

    const code = await codeSentTo('second@example.org');
    const verified = await call('POST', PATHS.verifyOtp, { otp: code, type: 'alternate_email' }, me);
    expect(verified.json().message).toBe(MESSAGES.auth.otpVerified);
    expect(await profile(me)).toMatchObject({ is_alternate_email_verified: true });

    expect((await call('POST', PATHS.switchEmail, {}, me)).json()).toEqual({ message: MESSAGES.auth.primaryEmailChanged });
    expect(await profile(me)).toMatchObject({ email: 'second@example.org', alternate_email: me.email });
  });

  it('answers for another account’s address exactly as for a free one, and never sends it a code', async () => {
    const me = await t.newMember();
    const taken = await add({ email: 'Admin@Trellis.test' }, me);
    clock.advance(61 * 1000);
    const free = await add({ email: 'nobody-yet@example.org' }, me);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual({ message: MESSAGES.profileForm.alternateCodeSent('admin@trellis.test') });
    expect(free.json()).toEqual({ message: MESSAGES.profileForm.alternateCodeSent('nobody-yet@example.org') });
    // The code limits count both alike: a second address within the minute is refused either way.
    expect((await add({ email: 'leader@trellis.test' }, me)).statusCode).toBe(429);
    // The answer does not wait for the mail, so the test does.
    await vi.waitFor(async () => expect(await t.mailTo('nobody-yet@example.org')).toHaveLength(1));

    clock.advance(61 * 1000);
    expect((await add({ email: 'admin@trellis.test' }, me)).statusCode).toBe(200);
    clock.advance(61 * 1000);
    expect((await call('POST', PATHS.resendOtp, { type: 'alternate_email' }, me)).json()).toEqual({ message: MESSAGES.auth.otpResent });
    const adminMail = await t.mailTo('admin@trellis.test');
    expect(adminMail.filter((mail) => /\b\d{6}\b/.test(mail.text))).toEqual([]);
  });

  it('asks for a minute between codes and replaces an earlier address', async () => {
    const me = await t.newMember();
    expect((await add({ email: 'third@example.org' }, me)).statusCode).toBe(200);
    expect((await add({ email: 'fourth@example.org' }, me)).statusCode).toBe(429);
    expect(await profile(me)).toMatchObject({ alternate_email: 'third@example.org', is_alternate_email_verified: false });
    clock.advance(61 * 1000);
    expect((await add({ email: 'fifth@example.org' }, me)).statusCode).toBe(200);
    expect(await profile(me)).toMatchObject({ alternate_email: 'fifth@example.org' });
  });
});

describe('alternate e-mail rate limit', () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({
      auth: easyAuthSettings({ clock: clock.now, attemptLimit: { perIp: 100, perAccount: 3, windowMs: 60_000 } }),
    });
  });
  afterAll(() => t.close());

  it('refuses a member past the limit, counted in the database, whatever the addresses', async () => {
    const headers = await t.authHeader('leader@trellis.test');
    const add = (email: string) => t.post(PATHS.alternateEmail, { email }, headers);
    for (const email of ['one@example.org', 'admin@trellis.test', 'three@example.org']) {
      clock.advance(61 * 1000);
      expect((await add(email)).statusCode).toBe(200);
    }
    clock.advance(61 * 1000);
    const refused = await add('four@example.org');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: MESSAGES.auth.tooManyAttempts });
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
