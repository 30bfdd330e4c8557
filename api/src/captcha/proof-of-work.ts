import { lt } from 'drizzle-orm';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ProofOfWorkSettings } from '../auth/auth-settings.ts';
import { serverKey } from '../auth/server-keys.ts';
import type { Database } from '../db/connection.ts';
import { usedCaptchas } from '../db/schema/index.ts';

const ALGORITHM = 'PBKDF2/SHA-256';

type Payload = { challenge: Challenge; solution: Solution };

function decodePayload(response: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(response, 'base64').toString('utf8')) as Partial<Payload> | null;
    if (!payload?.challenge?.parameters || !payload.solution) return null;
    return payload as Payload;
  } catch {
    return null;
  }
}

export type ProofOfWork = {
  challenge(): Promise<Challenge>;
  /** True once per solved, signed and unexpired challenge. */
  redeem(response: string): Promise<boolean>;
};

/**
 * ALTCHA challenges signed with keys derived from the server secret. The answer's
 * key is signed too, so checking a solution costs one HMAC, not the solver's work.
 */
export function proofOfWork(db: Database, secret: Uint8Array, settings: ProofOfWorkSettings): ProofOfWork {
  const signatureSecret = serverKey(secret, 'captcha-challenge').toString('hex');
  const keySignatureSecret = serverKey(secret, 'captcha-key').toString('hex');

  return {
    challenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: settings.cost,
        counter: randomInt(settings.counterRange[0], settings.counterRange[1]),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + settings.ttlSeconds,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
      }),

    async redeem(response) {
      const payload = decodePayload(response);
      const expiresAt = payload?.challenge.parameters.expiresAt;
      if (!payload || typeof expiresAt !== 'number') return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date()));
      // The nonce is covered by the signature; inserting it claims the challenge, atomically across instances.
      const claimed = await db
        .insert(usedCaptchas)
        .values({ challengeId: payload.challenge.parameters.nonce, expiresAt: new Date(expiresAt * 1000) })
        .onConflictDoNothing()
        .returning({ challengeId: usedCaptchas.challengeId });
      return claimed.length === 1;
    },
  };
}
