import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { oneTimeCodes, type OneTimeCodeType } from '../db/schema/index.ts';
import type { Clock } from './auth-settings.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** Resends per account: one a minute, five an hour. */
export const RESEND_INTERVAL_MS = 60 * 1000;
export const RESENDS_PER_HOUR = 5;
/** First key of the advisory lock taken while issuing; the second is the user id. */
const ISSUE_LOCK = 7301;

export type CodeCheck = { status: 'valid'; email: string } | { status: 'invalid' | 'expired' | 'exhausted' };
export type IssueResult = { status: 'issued'; code: string } | { status: 'too_soon' | 'hourly_limit' };

export type OneTimeCodes = {
  /** A new code for `email`; earlier codes of the same type stop working. Refused when the account asked too often. */
  issue(userId: number, type: OneTimeCodeType, email: string): Promise<IssueResult>;
  /** Checks the latest code; every wrong guess counts, and the fifth kills the code. */
  check(userId: number, type: OneTimeCodeType, code: string): Promise<CodeCheck>;
};

export function oneTimeCodeStore(db: Database, key: Buffer, clock: Clock): OneTimeCodes {
  const hash = (userId: number, type: OneTimeCodeType, code: string) =>
    createHmac('sha256', key).update(`${userId}:${type}:${code}`).digest('hex');

  return {
    async issue(userId, type, email) {
      return db.transaction(async (tx) => {
        const now = clock();
        // Serializes issuing per account, so concurrent requests cannot slip past the resend limits together.
        await tx.execute(sql`select pg_advisory_xact_lock(${ISSUE_LOCK}, ${userId})`);
        const recent = await tx
          .select({ createdAt: oneTimeCodes.createdAt })
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.userId, userId), gt(oneTimeCodes.createdAt, new Date(now.getTime() - 60 * 60 * 1000))))
          .orderBy(desc(oneTimeCodes.createdAt));
        if (recent[0] && now.getTime() - recent[0].createdAt.getTime() < RESEND_INTERVAL_MS) return { status: 'too_soon' };
        if (recent.length >= RESENDS_PER_HOUR) return { status: 'hourly_limit' };
        await tx
          .update(oneTimeCodes)
          .set({ consumedAt: now })
          .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.type, type), isNull(oneTimeCodes.consumedAt)));
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await tx.insert(oneTimeCodes).values({
          userId,
          type,
          email,
          codeHash: hash(userId, type, code),
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
          createdAt: now,
        });
        return { status: 'issued', code };
      });
    },

    async check(userId, type, code) {
      const [latest] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.type, type), isNull(oneTimeCodes.consumedAt)))
        .orderBy(desc(oneTimeCodes.id))
        .limit(1);
      if (!latest) return { status: 'invalid' };
      const now = clock();
      if (latest.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
      // Counting the try before comparing means parallel guesses cannot exceed the limit.
      const [counted] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.consumedAt), lt(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS)))
        .returning({ attempts: oneTimeCodes.attempts });
      if (!counted) return { status: 'exhausted' };
      const matches = timingSafeEqual(Buffer.from(hash(userId, type, code)), Buffer.from(latest.codeHash));
      if (!matches) return { status: counted.attempts >= MAX_CODE_ATTEMPTS ? 'exhausted' : 'invalid' };
      const consumed = await db
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      return consumed.length === 1 ? { status: 'valid', email: latest.email } : { status: 'invalid' };
    },
  };
}
