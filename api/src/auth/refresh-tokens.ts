import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { refreshTokens, sessions } from '../db/schema/index.ts';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type Rotation = { status: 'rotated'; userId: number; sessionId: string; token: string } | { status: 'rejected' };

/** A session that was just ended, so that its open sockets can be closed too. */
export type EndedSession = { userId: number; sessionId: string };

export type RefreshTokens = {
  /** Starts a new session (a new sign-in) and the first refresh token of its family. */
  issue(userId: number): Promise<{ token: string; sessionId: string }>;
  /**
   * Exchanges a live token of a live session for its successor. A token that was already used or revoked means it
   * leaked: the whole session is revoked and the caller must sign in again.
   */
  rotate(token: string): Promise<Rotation>;
  /** Signs one device out: its session and every refresh token of it. */
  revokeSessionOf(token: string): Promise<EndedSession | null>;
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

  async function revokeSession(sessionId: string) {
    const now = new Date();
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
  }

  return {
    async issue(userId) {
      const sessionId = randomUUID();
      await db.insert(sessions).values({ id: sessionId, userId });
      return { token: (await insert(userId, sessionId)).token, sessionId };
    },

    async rotate(token) {
      const [found] = await db
        .select({ token: refreshTokens, sessionRevokedAt: sessions.revokedAt })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (!found || found.sessionRevokedAt) return { status: 'rejected' };
      const current = found.token;
      if (current.expiresAt.getTime() <= Date.now()) return { status: 'rejected' };
      // Claiming the token with a conditional update makes two concurrent uses of it a detected reuse, not two sessions.
      const claimed = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        await revokeSession(current.familyId);
        return { status: 'rejected' };
      }
      const next = await insert(current.userId, current.familyId);
      await db.update(refreshTokens).set({ replacedById: next.id }).where(eq(refreshTokens.id, current.id));
      return { status: 'rotated', userId: current.userId, sessionId: current.familyId, token: next.token };
    },

    async revokeSessionOf(token) {
      const [found] = await db
        .select({ sessionId: refreshTokens.familyId, userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (!found) return null;
      await revokeSession(found.sessionId);
      return found;
    },

    async revokeAllOf(userId) {
      const now = new Date();
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}
