import { SignJWT, jwtVerify } from 'jose';
import { AccessClaims } from '@trellis/shared/contracts';

const ALGORITHM = 'HS256';

export type AccessTokens = {
  issue(userId: number): Promise<string>;
  /** Whom the token was issued to and when (seconds), or null when it is malformed, forged or expired. */
  verify(token: string): Promise<{ userId: number; issuedAt: number } | null>;
};

export function accessTokens(secret: Uint8Array, ttlSeconds: number): AccessTokens {
  return {
    issue: (userId) =>
      new SignJWT({ type: 'access' })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
        const claims = AccessClaims.safeParse(payload);
        if (!claims.success) return null;
        const userId = Number(claims.data.sub);
        const issuedAt = payload.iat ?? 0;
        return Number.isSafeInteger(userId) && userId > 0 ? { userId, issuedAt } : null;
      } catch {
        return null;
      }
    },
  };
}
