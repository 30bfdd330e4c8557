import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { linkTokens, type LinkTokenPurpose } from '../db/schema/index.ts';
import type { Clock } from './auth-settings.ts';

const TTL_MS: Record<LinkTokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  email_verification: 24 * 60 * 60 * 1000,
  // Long enough for one page load on another site, short enough that a copied address is useless.
  session_handoff: 60 * 1000,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where an e-mailed link stands, for a page that says so before asking for anything. */
export type LinkState = 'live' | 'used' | 'expired' | 'unknown';

export type LinkTokens = {
  issue(userId: number, purpose: LinkTokenPurpose): Promise<string>;
  /** The user a live token belongs to; using it spends it and every other token of that user and purpose. */
  consume(token: string, purpose: LinkTokenPurpose): Promise<number | null>;
  /** Where the token stands, without spending it. */
  inspect(token: string, purpose: LinkTokenPurpose): Promise<LinkState>;
};

/** Random 256-bit tokens for e-mailed links, kept as SHA-256 hashes, single-use and short-lived. */
export function linkTokenStore(db: Database, clock: Clock): LinkTokens {
  return {
    async issue(userId, purpose) {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await db.insert(linkTokens).values({
        userId,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + TTL_MS[purpose]),
        createdAt: now,
      });
      return token;
    },

    async inspect(token, purpose) {
      const [row] = await db
        .select({ usedAt: linkTokens.usedAt, expiresAt: linkTokens.expiresAt })
        .from(linkTokens)
        .where(and(eq(linkTokens.tokenHash, hashToken(token)), eq(linkTokens.purpose, purpose)));
      if (!row) return 'unknown';
      if (row.usedAt) return 'used';
      return row.expiresAt.getTime() > clock().getTime() ? 'live' : 'expired';
    },

    async consume(token, purpose) {
      const now = clock();
      const [claimed] = await db
        .update(linkTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(linkTokens.tokenHash, hashToken(token)),
            eq(linkTokens.purpose, purpose),
            isNull(linkTokens.usedAt),
            gt(linkTokens.expiresAt, now),
          ),
        )
        .returning({ userId: linkTokens.userId });
      if (!claimed) return null;
      await db
        .update(linkTokens)
        .set({ usedAt: now })
        .where(and(eq(linkTokens.userId, claimed.userId), eq(linkTokens.purpose, purpose), isNull(linkTokens.usedAt)));
      return claimed.userId;
    },
  };
}
