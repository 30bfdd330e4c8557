import { SignJWT, jwtVerify } from 'jose';
import { AccessClaims } from '@trellis/shared/contracts';

const ALGORITHM = 'HS256';

export type AccessTokens = {
  issue(userId: number): Promise<string>;
  /** The user id the token was issued to, or null when it is malformed, forged or expired. */
  verify(token: string): Promise<number | null>;
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
        return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
      } catch {
        return null;
      }
    },
  };
}
