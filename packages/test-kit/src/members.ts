import { vi } from 'vitest';
import { call, reloadIdentity } from '@trellis/platform/api-client';
import { authEndpoints, devEndpoints } from '@trellis/contracts/endpoints';
import { useSession } from '@trellis/platform/session';
import { solveCaptcha } from '@trellis/api/testing/captcha';

// Kept apart from the sign-in helpers, which the standalone pages load in a browser: this one solves the captcha with
// the server's own code and waits with vitest, neither of which a browser bundle may hold.

/** The password of every demo account, and of the members `signUpMember` makes. */
const DEMO_PASSWORD = 'Trellis!2026';

/**
 * A member of the test's own, signed up and verified as the sign-up screens do it (captcha, then the code e-mailed to
 * them, read from the server's outbox), and left signed in. A test that changes what a member has uses one: the
 * screen suites run beside each other on one server, so a change to a shared demo account reaches other tests.
 */
export async function signUpMember(firstName = 'Test', lastName = 'Member') {
  useSession.getState().signOut();
  const email = `member-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const challenge = await call(authEndpoints.captchaChallenge);
  const registered = await call(authEndpoints.register, {
    body: {
      first_name: firstName,
      last_name: lastName,
      email,
      password: DEMO_PASSWORD,
      confirm_password: DEMO_PASSWORD,
      // The contract keeps the challenge opaque, to be handed to the solver as the server built it.
      recaptcha_response: await solveCaptcha(challenge as unknown as Parameters<typeof solveCaptcha>[0]),
    },
  });
  useSession.getState().signIn(registered);
  const code = await vi.waitFor(async () => {
    const { data } = await call(devEndpoints.mailbox, { query: { to: email } });
    const found = data.map((mail) => /verification code is (\d{6})/.exec(mail.text)?.[1]).find(Boolean);
    if (!found) throw new Error(`no verification code e-mailed to ${email} yet`);
    return found;
  });
  useSession.getState().signIn(await call(authEndpoints.verifyOtp, { body: { otp: code, type: 'registration' } }));
  return { email, identity: await reloadIdentity() };
}
