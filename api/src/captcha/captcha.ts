import type { FastifyRequest } from 'fastify';
import { API_PREFIX, PATHS, type AuthOptions } from '@trellis/contracts';
import type { AuthSettings } from '../auth/auth-settings.ts';
import type { Database } from '../db/connection.ts';
import { proofOfWork } from './proof-of-work.ts';
import { verifyRecaptcha } from './recaptcha.ts';

export type Captcha = {
  /** What GET /auth/options/ tells the client to show. */
  readonly options: AuthOptions['captcha'];
  /** A proof-of-work challenge, or null when reCAPTCHA is configured instead. */
  challenge(): Promise<object | null>;
  /** Whether the client's answer is genuine and unused; using it spends it. */
  verify(response: string, request: FastifyRequest): Promise<boolean>;
};

/** reCAPTCHA v2 when its keys are configured, otherwise the self-hosted proof of work. */
export function createCaptcha(db: Database, secret: Uint8Array, settings: AuthSettings): Captcha {
  const { recaptcha } = settings;
  if (recaptcha) {
    return {
      options: { kind: 'recaptcha', site_key: recaptcha.siteKey },
      challenge: async () => null,
      verify: (response, request) => verifyRecaptcha(recaptcha, response, request.ip, request.log),
    };
  }
  const pow = proofOfWork(db, secret, settings.proofOfWork);
  return {
    options: { kind: 'proof_of_work', challenge_url: `${API_PREFIX}${PATHS.captchaChallenge}` },
    challenge: () => pow.challenge(),
    verify: (response) => pow.redeem(response),
  };
}
