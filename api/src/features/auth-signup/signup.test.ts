import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS, type MailboxMessage } from '@trellis/contracts';
import { agentEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { profiles, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { easyAuthSettings, manualClock, solveCaptcha } from '../../test-support/auth-settings.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const STRONG = 'Violet-Harbour-73';

describe('sign-up and verification', () => {
  let t: TestApp;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createTestApp({ auth: easyAuthSettings({ clock: clock.now }) });
  });
  afterAll(() => t.close());

  const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
  const captcha = async () => solveCaptcha((await t.inject({ url: api(PATHS.captchaChallenge) })).json());
  const codeIn = (mail: MailboxMessage) => /\b(\d{6})\b/.exec(mail.text)![1]!;
  let counter = 0;
  const form = async (overrides: object = {}) => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada${++counter}@example.org`,
    password: STRONG,
    confirm_password: STRONG,
    recaptcha_response: await captcha(),
    ...overrides,
  });

  it('tells the client which captcha and providers are configured', async () => {
    const response = await t.inject({ url: api(PATHS.authOptions) });
    expect(response.json()).toEqual({
      providers: { google: null, facebook: null, linkedin: null },
      captcha: { kind: 'proof_of_work', challenge_url: api(PATHS.captchaChallenge) },
      dev_mailbox: true,
    });
  });

  it('creates an unverified account, signs it in and e-mails a code and a link', async () => {
    const body = await form({ email: 'Grace@Example.org' });
    const response = await t.post(PATHS.register, body);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json();
    expect(answer).toMatchObject({ message: MESSAGES.auth.signupSuccess, redirect_to_login: true });
    const identity = await t.inject({ url: api(PATHS.identity), headers: bearer(answer.access) });
    expect(identity.statusCode).toBe(200);
    const [user] = await t.database.connection.db.select().from(users).where(eq(users.email, 'grace@example.org'));
    expect(user?.isVerified).toBe(false);
    const [mail] = await t.mailTo('grace@example.org');
    expect(mail!.subject).toContain('Trellis');
    expect(mail!.text).toMatch(/\b\d{6}\b/);
    expect(mail!.text).toMatch(/http:\/\/localhost(:\d+)?\/verify-email\/[\w-]{40,}/);
    expect(mail!.html).toContain('<a href="http://localhost');
  });

  it('points the verification link at the site record on the configured port, whatever port the Host header names', async () => {
    const response = await t.post(PATHS.register, await form({ email: 'ada@example.org' }), { host: 'diaspora.localhost:9443' });
    expect(response.statusCode).toBe(200);
    const [mail] = await t.mailTo('ada@example.org');
    expect(mail!.text).toMatch(/http:\/\/diaspora\.localhost:3000\/verify-email\/[\w-]{40,}/);
    expect(mail!.text).not.toContain('9443');
  });

  it('completes the trial account of a CareerGPS registration from its own session, so the account and its reports stay the member’s', async () => {
    const careerGps = await t.post(agentEndpoints.registerCareerGps.path, {
      first_name: 'Ada',
      last_name: 'L',
      email: 'trial@example.org',
    });
    const trial = bearer(careerGps.json().access_token);
    const [before] = await t.database.connection.db.select().from(users).where(eq(users.email, 'trial@example.org'));
    expect(before?.isTrialUser).toBe(true);

    const stranger = await t.post(PATHS.register, await form({ email: 'trial@example.org' }));
    expect(stranger.json()).toEqual({ field_errors: { email: [MESSAGES.auth.emailTaken] } });
    const response = await t.post(PATHS.register, await form({ email: 'trial@example.org', last_name: 'Lovelace' }), trial);
    expect(response.statusCode).toBe(200);
    const [after] = await t.database.connection.db.select().from(users).where(eq(users.email, 'trial@example.org'));
    expect(after).toMatchObject({ id: before!.id, isTrialUser: false, isVerified: false, lastName: 'Lovelace' });
    const signedIn = await t.post(PATHS.token, { email: 'trial@example.org', password: STRONG });
    expect(signedIn.statusCode).toBe(200);
    expect((await t.mailTo('trial@example.org'))[0]!.text).toMatch(/\b\d{6}\b/);

    // A member's own session signs up no second time over their account.
    const again = await t.post(PATHS.register, await form({ email: 'trial@example.org' }), bearer(response.json().access));
    expect(again.json()).toEqual({ field_errors: { email: [MESSAGES.auth.emailTaken] } });
  });

  describe('bad input', () => {
    it('names every missing field', async () => {
      const response = await t.post(PATHS.register, {});
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().field_errors).sort()).toEqual(
        ['confirm_password', 'email', 'first_name', 'last_name', 'password', 'recaptcha_response'].sort(),
      );
      expect(response.json().field_errors.recaptcha_response).toEqual([MESSAGES.auth.captchaRequired]);
    });

    it('refuses a malformed e-mail, a short password and a mismatched confirmation', async () => {
      expect((await t.post(PATHS.register, await form({ email: 'ada@example' }))).json().field_errors.email).toEqual([
        MESSAGES.auth.emailInvalid,
      ]);
      const short = await t.post(PATHS.register, await form({ password: 'Ab1!', confirm_password: 'Ab1!' }));
      expect(short.json().field_errors.password).toEqual([MESSAGES.auth.passwordTooShort]);
      const mismatch = await t.post(PATHS.register, await form({ confirm_password: `${STRONG}x` }));
      expect(mismatch.json().field_errors.confirm_password).toEqual([MESSAGES.auth.passwordsDoNotMatch]);
    });

    it('refuses a common password, whatever its case', async () => {
      const response = await t.post(PATHS.register, await form({ password: 'Password1', confirm_password: 'Password1' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ field_errors: { password: [MESSAGES.auth.commonPassword] } });
    });

    it('refuses a wrong, forged or replayed captcha', async () => {
      const forged = await t.post(PATHS.register, await form({ recaptcha_response: 'bm90IGEgcGF5bG9hZA==' }));
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ field_errors: { recaptcha_response: [MESSAGES.auth.captchaFailed] } });
      const challenge = (await t.inject({ url: api(PATHS.captchaChallenge) })).json();
      const wrong = Buffer.from(JSON.stringify({ challenge, solution: { counter: 999_999, derivedKey: '00' } })).toString('base64');
      expect((await t.post(PATHS.register, await form({ recaptcha_response: wrong }))).statusCode).toBe(400);
      const once = await captcha();
      expect((await t.post(PATHS.register, await form({ recaptcha_response: once }))).statusCode).toBe(200);
      const replay = await t.post(PATHS.register, await form({ recaptcha_response: once }));
      expect(replay.json()).toEqual({ field_errors: { recaptcha_response: [MESSAGES.auth.captchaFailed] } });
    });

    it('refuses an e-mail that already has an account', async () => {
      const response = await t.post(PATHS.register, await form({ email: 'MEMBER@trellis.test' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ field_errors: { email: [MESSAGES.auth.emailTaken] } });
    });
  });

  describe('one-time codes', () => {
    async function signUp() {
      const body = await form();
      const answer = (await t.post(PATHS.register, body)).json();
      const [mail] = await t.mailTo(body.email);
      return { email: body.email, access: answer.access as string, code: codeIn(mail!) };
    }
    const verify = (access: string, otp: string) => t.post(PATHS.verifyOtp, { otp, type: 'registration' }, bearer(access));
    const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('verifies with the right code and answers a fresh pair', async () => {
      const { email, access, code } = await signUp();
      const response = await verify(access, code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: MESSAGES.auth.otpVerified });
      const [user] = await t.database.connection.db.select().from(users).where(eq(users.email, email));
      expect(user?.isVerified).toBe(true);
      expect((await verify(access, code)).json()).toEqual({ non_field_errors: [MESSAGES.auth.alreadyVerified] });
    });

    it('refuses a wrong code and a malformed one', async () => {
      const { access, code } = await signUp();
      expect((await verify(access, wrongOf(code))).json()).toEqual({ non_field_errors: [MESSAGES.auth.otpInvalid] });
      expect((await verify(access, '12ab56')).json()).toEqual({ field_errors: { otp: [MESSAGES.auth.otpInvalid] } });
      expect((await t.post(PATHS.verifyOtp, { otp: code })).statusCode).toBe(401);
    });

    it('kills a code after five wrong tries', async () => {
      const { access, code } = await signUp();
      for (let i = 0; i < 4; i++) expect((await verify(access, wrongOf(code))).json().non_field_errors).toEqual([MESSAGES.auth.otpInvalid]);
      expect((await verify(access, wrongOf(code))).json().non_field_errors).toEqual([MESSAGES.auth.otpTooManyTries]);
      expect((await verify(access, code)).json().non_field_errors).toEqual([MESSAGES.auth.otpTooManyTries]);
    });

    it('expires a code after ten minutes', async () => {
      const { access, code } = await signUp();
      clock.advance(10 * 60 * 1000 + 1);
      expect((await verify(access, code)).json()).toEqual({ non_field_errors: [MESSAGES.auth.otpExpired] });
    });

    it('resends at most once a minute and five times an hour; a new code replaces the old', async () => {
      const { email, access, code } = await signUp();
      const resend = () => t.post(PATHS.resendOtp, { type: 'registration' }, bearer(access));
      const tooSoon = await resend();
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json().detail).toBe(MESSAGES.auth.otpResendTooSoon);
      for (let i = 0; i < 4; i++) {
        clock.advance(61 * 1000);
        const response = await resend();
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: MESSAGES.auth.otpResent });
      }
      clock.advance(61 * 1000);
      const hourly = await resend();
      expect(hourly.statusCode).toBe(429);
      expect(hourly.json().detail).toBe(MESSAGES.auth.otpResendHourlyLimit);
      const [latest] = await t.mailTo(email);
      expect((await verify(access, code)).statusCode).toBe(400);
      expect((await verify(access, codeIn(latest!))).statusCode).toBe(200);
    });

    it('lets the unverified demo member ask for a first code', async () => {
      const pair = await t.signIn('unverified@trellis.test');
      const response = await t.post(PATHS.resendOtp, {}, bearer(pair.access));
      expect(response.statusCode).toBe(200);
      const [mail] = await t.mailTo('unverified@trellis.test');
      expect((await verify(pair.access, codeIn(mail!))).statusCode).toBe(200);
    });

    it('verifies an alternate e-mail and then makes it primary', async () => {
      const { email, access, code } = await signUp();
      await verify(access, code);
      const [user] = await t.database.connection.db.select().from(users).where(eq(users.email, email));
      expect((await t.post(PATHS.switchEmail, {}, bearer(access))).json()).toEqual({ message: MESSAGES.auth.setPrimaryFailed });
      await t.database.connection.db.update(profiles).set({ alternateEmail: 'second@example.org' }).where(eq(profiles.userId, user!.id));
      expect((await t.post(PATHS.switchEmail, {}, bearer(access))).statusCode).toBe(400);
      clock.advance(61 * 1000);
      expect((await t.post(PATHS.resendOtp, { type: 'alternate_email' }, bearer(access))).statusCode).toBe(200);
      // The answer does not wait for the mail to an alternate address, so the test does.
      await vi.waitFor(async () => expect(await t.mailTo('second@example.org')).toHaveLength(1));
      const [mail] = await t.mailTo('second@example.org');
      const verified = await t.post(PATHS.verifyOtp, { otp: codeIn(mail!), type: 'alternate_email' }, bearer(access));
      expect(verified.statusCode).toBe(200);
      const switched = await t.post(PATHS.switchEmail, {}, bearer(access));
      expect(switched.json()).toEqual({ message: MESSAGES.auth.primaryEmailChanged });
      const [after] = await t.database.connection.db.select().from(users).where(eq(users.id, user!.id));
      expect(after?.email).toBe('second@example.org');
    });

    it('will not switch to an address another account holds', async () => {
      const { email, access, code } = await signUp();
      await verify(access, code);
      const [user] = await t.database.connection.db.select().from(users).where(eq(users.email, email));
      await t.database.connection.db
        .update(profiles)
        .set({ alternateEmail: 'member@trellis.test', isAlternateEmailVerified: true })
        .where(eq(profiles.userId, user!.id));
      expect((await t.post(PATHS.switchEmail, {}, bearer(access))).json()).toEqual({ message: MESSAGES.auth.setPrimaryFailed });
    });
  });

  describe('verification link', () => {
    it('verifies once with the e-mailed key and answers a session', async () => {
      const body = await form();
      await t.post(PATHS.register, body);
      const [mail] = await t.mailTo(body.email);
      const key = /verify-email\/([\w-]+)/.exec(mail!.text)![1]!;
      const response = await t.post(PATHS.verifyEmail, { verification_key: key });
      expect(response.statusCode).toBe(200);
      const session = response.json();
      expect((await t.inject({ url: api(PATHS.identity), headers: bearer(session.access_token) })).statusCode).toBe(200);
      expect((await t.post(PATHS.verifyEmail, { verification_key: key })).json()).toEqual({ message: MESSAGES.auth.verificationFailed });
    });

    it('refuses an unknown key and a missing one', async () => {
      expect((await t.post(PATHS.verifyEmail, { verification_key: 'made-up' })).statusCode).toBe(400);
      expect((await t.post(PATHS.verifyEmail, {})).json()).toEqual({ field_errors: { verification_key: [MESSAGES.common.required] } });
    });
  });

  it('keeps the demo password usable for sign-in', async () => {
    expect((await t.post(PATHS.token, { email: 'member@trellis.test', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('sign-up rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ auth: easyAuthSettings({ attemptLimit: { perIp: 3, perAccount: 2, windowMs: 60_000 } }) });
  });
  afterAll(() => t.close());

  it('limits sign-up attempts per e-mail and per address', async () => {
    const attempt = (email: string, ip: string) =>
      t.inject({
        method: 'POST',
        url: api(PATHS.register),
        remoteAddress: ip,
        payload: { first_name: 'A', last_name: 'B', email, password: STRONG, confirm_password: STRONG, recaptcha_response: 'x' },
      });
    expect((await attempt('one@example.org', '10.1.0.1')).statusCode).toBe(400);
    expect((await attempt('one@example.org', '10.1.0.2')).statusCode).toBe(400);
    const perEmail = await attempt('one@example.org', '10.1.0.3');
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json()).toEqual({ detail: MESSAGES.auth.tooManyAttempts });
    for (const email of ['a@example.org', 'b@example.org']) expect((await attempt(email, '10.1.0.3')).statusCode).toBe(400);
    expect((await attempt('c@example.org', '10.1.0.3')).statusCode).toBe(429);
  });
});
