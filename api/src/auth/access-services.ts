import type { AppContext } from '../app-context.ts';
import { createCaptcha } from '../captcha/captcha.ts';
import { linkTokenStore } from './link-tokens.ts';
import { oneTimeCodeStore } from './one-time-codes.ts';
import { serverKey } from './server-keys.ts';
import { loadSigningSecret } from './signing-secret.ts';

/** What the sign-up, recovery and social features share, built over the database and keys derived from the server secret. */
export async function accessServices({ db, config, sessions }: AppContext) {
  const secret = await loadSigningSecret(db, config.jwtSecret);
  const { clock } = config.auth;
  return {
    codes: oneTimeCodeStore(db, serverKey(secret, 'one-time-codes'), clock),
    links: linkTokenStore(db, clock),
    captcha: createCaptcha(db, secret, config.auth),
    /** A new session for the user: a short-lived access token and a refresh token of a new family. */
    issuePair: sessions.start,
  };
}

export type AccessServices = Awaited<ReturnType<typeof accessServices>>;
