import type { Env } from '../env-schema.ts';

/** Where the current time comes from; tests pass their own to move past expiry without waiting. */
export type Clock = () => Date;

export type AttemptLimit = { perIp: number; perAccount: number; windowMs: number };

export type ProofOfWorkSettings = {
  /** PBKDF2 iterations per guess. */
  cost: number;
  /** The answer is drawn from this range; the solver tries every number below it, so it sets the work. */
  counterRange: [number, number];
  ttlSeconds: number;
};

export type RecaptchaSettings = { siteKey: string; secret: string; verifyUrl: string };

export type GoogleSettings = { clientId: string; tokenInfoUrl: string; userInfoUrl: string };
export type FacebookSettings = { appId: string; appSecret: string; graphUrl: string };
export type LinkedinSettings = {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** Used when the client sends none; must equal the one its authorization request used. */
  redirectUri: string | null;
};

/** Sign-up, verification, recovery, captcha and social sign-in. */
export type AuthSettings = {
  clock: Clock;
  /** Origin of the links in e-mails; null builds them from the site record the request is for, on `sitePort`. */
  publicUrl: string | null;
  /** Port of links built from a site record: the port this server listens on (PORT), never one a request names. */
  sitePort: number;
  /** Sign-up, code checks and resends, recovery and resets: per client address and per account or e-mail. */
  attemptLimit: AttemptLimit;
  proofOfWork: ProofOfWorkSettings;
  /** Replaces the proof-of-work captcha when set. */
  recaptcha: RecaptchaSettings | null;
  google: GoogleSettings | null;
  facebook: FacebookSettings | null;
  linkedin: LinkedinSettings | null;
};

export function defaultAuthSettings(): AuthSettings {
  return {
    clock: () => new Date(),
    publicUrl: null,
    sitePort: 3000,
    attemptLimit: { perIp: 30, perAccount: 10, windowMs: 15 * 60 * 1000 },
    proofOfWork: { cost: 1_000, counterRange: [5_000, 10_000], ttlSeconds: 10 * 60 },
    recaptcha: null,
    google: null,
    facebook: null,
    linkedin: null,
  };
}

/** The variables the README lists under sign-up and sign-in, checked by EnvSchema: paired credentials come both or neither. */
export function authSettingsFromEnv(env: Env): AuthSettings {
  const defaults = defaultAuthSettings();
  const both = (a: string | undefined, b: string | undefined) => Boolean(a && b);
  return {
    ...defaults,
    publicUrl: env.TRELLIS_PUBLIC_URL ? env.TRELLIS_PUBLIC_URL.replace(/\/+$/, '') : null,
    sitePort: env.PORT ?? defaults.sitePort,
    attemptLimit: {
      ...defaults.attemptLimit,
      perIp: env.TRELLIS_AUTH_LIMIT_PER_IP ?? defaults.attemptLimit.perIp,
      perAccount: env.TRELLIS_AUTH_LIMIT_PER_ACCOUNT ?? defaults.attemptLimit.perAccount,
    },
    recaptcha: both(env.TRELLIS_RECAPTCHA_SECRET, env.TRELLIS_RECAPTCHA_SITE_KEY)
      ? {
          siteKey: env.TRELLIS_RECAPTCHA_SITE_KEY!,
          secret: env.TRELLIS_RECAPTCHA_SECRET!,
          verifyUrl: env.TRELLIS_RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
        }
      : null,
    google: env.TRELLIS_GOOGLE_CLIENT_ID
      ? {
          clientId: env.TRELLIS_GOOGLE_CLIENT_ID,
          tokenInfoUrl: 'https://oauth2.googleapis.com/tokeninfo',
          userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
        }
      : null,
    facebook: both(env.TRELLIS_FACEBOOK_APP_ID, env.TRELLIS_FACEBOOK_APP_SECRET)
      ? { appId: env.TRELLIS_FACEBOOK_APP_ID!, appSecret: env.TRELLIS_FACEBOOK_APP_SECRET!, graphUrl: 'https://graph.facebook.com/v19.0' }
      : null,
    linkedin: both(env.TRELLIS_LINKEDIN_CLIENT_ID, env.TRELLIS_LINKEDIN_CLIENT_SECRET)
      ? {
          clientId: env.TRELLIS_LINKEDIN_CLIENT_ID!,
          clientSecret: env.TRELLIS_LINKEDIN_CLIENT_SECRET!,
          tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
          userInfoUrl: 'https://api.linkedin.com/v2/userinfo',
          redirectUri: env.TRELLIS_LINKEDIN_REDIRECT_URI || null,
        }
      : null,
  };
}
