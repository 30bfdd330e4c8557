import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { refreshTokens } from '../db/schema/index.ts';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type Rotation = { status: 'rotated'; userId: number; token: string } | { status: 'rejected' };

export type RefreshTokens = {
  /** Starts a new family (a new sign-in). */
  issue(userId: number): Promise<string>;
  /**
   * Exchanges a live token for its successor. A token that was already used or
   * revoked means it leaked: the whole family is revoked and the caller must sign in again.
   */
  rotate(token: string): Promise<Rotation>;
  revokeFamilyOf(token: string): Promise<void>;
  /** Signs the user out everywhere, as a changed password requires. */
  revokeAllOf(userId: number): Promise<void>;
};

export function refreshTokenStore(db: Database, ttlSeconds: number): RefreshTokens {
  async function insert(userId: number, familyId: string) {
    const token = randomBytes(32).toString('base64url');
    const [row] = await db
      .insert(refreshTokens)
      .values({ tokenHash: hashToken(token), familyId, userId, expiresAt: new Date(Date.now() + ttlSeconds * 1000) })
      .returning({ id: refreshTokens.id });
    return { token, id: row!.id };
  }

  async function revokeFamily(familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    issue: async (userId) => (await insert(userId, randomUUID())).token,

    async rotate(token) {
      const [found] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (!found) return { status: 'rejected' };
      if (found.expiresAt.getTime() <= Date.now()) return { status: 'rejected' };
      // Claiming the token with a conditional update makes two concurrent uses of it a detected reuse, not two sessions.
      const claimed = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.id, found.id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        await revokeFamily(found.familyId);
        return { status: 'rejected' };
      }
      const next = await insert(found.userId, found.familyId);
      await db.update(refreshTokens).set({ replacedById: next.id }).where(eq(refreshTokens.id, found.id));
      return { status: 'rotated', userId: found.userId, token: next.token };
    },

    async revokeFamilyOf(token) {
      const [found] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (found) await revokeFamily(found.familyId);
    },

    async revokeAllOf(userId) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}
