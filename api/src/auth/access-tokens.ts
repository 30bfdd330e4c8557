import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { AccessClaims } from '@trellis/contracts';

const ALGORITHM = 'HS256';

export type VerifiedAccess = { userId: number; sessionId: string; issuedAt: number; expiresAt: number };

export type AccessTokens = {
  /** A token for one session of the user; it stops working when that session is revoked. */
  issue(userId: number, sessionId: string): Promise<string>;
  /** Whom the token was issued to, for which session and when (seconds), or null when it is malformed, forged or expired. */
  verify(token: string): Promise<VerifiedAccess | null>;
};

/** Verified tokens kept for their lifetime; past this many the oldest make room, so a flood of tokens cannot grow memory. */
const VERIFIED_CACHE_SIZE = 10_000;

export function accessTokens(secret: Uint8Array, ttlSeconds: number): AccessTokens {
  // Imported once: turning raw bytes into a key on every request cost as much as the rest of verifying a token.
  const key = createSecretKey(secret);
  // A token's claims never change, so one that verified stays verified until it expires; whether its session still
  // stands is asked of the database on every request, so keeping the claims does not delay a sign-out.
  const verified = new Map<string, VerifiedAccess>();

  async function verifySignature(token: string): Promise<VerifiedAccess | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
      const claims = AccessClaims.safeParse(payload);
      if (!claims.success) return null;
      const userId = Number(claims.data.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      return { userId, sessionId: claims.data.sid, issuedAt: payload.iat ?? 0, expiresAt: payload.exp ?? 0 };
    } catch {
      return null;
    }
  }

  return {
    issue: (userId, sessionId) =>
      new SignJWT({ type: 'access', sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt * 1000 > Date.now()) return known;
      if (known) verified.delete(token);
      const claims = await verifySignature(token);
      if (claims === null) return null;
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return claims;
    },
  };
}
