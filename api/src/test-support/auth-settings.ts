import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { defaultAuthSettings, type AuthSettings } from '../auth/auth-settings.ts';

/** Limits no suite reaches and a captcha solved in milliseconds, for test servers that sign many people up from one address. */
export function easyAuthSettings(overrides: Partial<AuthSettings> = {}): AuthSettings {
  return {
    ...defaultAuthSettings(),
    attemptLimit: { perIp: 100_000, perAccount: 100_000, windowMs: 60_000 },
    proofOfWork: { cost: 1, counterRange: [1, 50], ttlSeconds: 600 },
    ...overrides,
  };
}

/** A clock the test moves by hand. */
export function manualClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

/** Solves a challenge from GET /captcha/challenge/ the way the sign-up screen does, answering the payload it submits. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
}
