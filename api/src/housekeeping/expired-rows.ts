import { lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection.ts';
import type { Payments } from '../features/payments/payments.ts';
import {
  linkTokens,
  mailQueue,
  oneTimeCodes,
  rateLimitHits,
  refreshTokens,
  signInFailures,
  socketTickets,
  usedCaptchas,
} from '../db/schema/index.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Codes and links stay a day past expiry: the resend limits count the codes of the last hour. */
const ACCESS_ROW_GRACE_MS = 24 * HOUR_MS;
/** Sent or given-up mail stays a month, long enough to see what went out and to never queue it again meanwhile. */
const MAIL_ROW_KEEP_MS = 30 * 24 * HOUR_MS;

/** Deletes rows no request can use any more; each table grows with every sign-in, code or captcha otherwise. */
export async function deleteExpiredRows(db: Database, now = new Date()) {
  const graceEnd = new Date(now.getTime() - ACCESS_ROW_GRACE_MS);
  const mailKeepEnd = new Date(now.getTime() - MAIL_ROW_KEEP_MS);
  const counts = await Promise.all([
    db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now)).returning({ id: refreshTokens.id }),
    db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, graceEnd)).returning({ id: oneTimeCodes.id }),
    db.delete(linkTokens).where(lt(linkTokens.expiresAt, graceEnd)).returning({ id: linkTokens.id }),
    db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now)).returning({ id: usedCaptchas.challengeId }),
    db.delete(signInFailures).where(lt(signInFailures.failedAt, graceEnd)).returning({ id: signInFailures.id }),
    db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, graceEnd)).returning({ id: rateLimitHits.key }),
    db.delete(socketTickets).where(lt(socketTickets.expiresAt, now)).returning({ id: socketTickets.ticketHash }),
    db
      .delete(mailQueue)
      .where(or(lt(mailQueue.sentAt, mailKeepEnd), lt(mailQueue.failedAt, mailKeepEnd)))
      .returning({ id: mailQueue.id }),
  ]);
  const [refresh, codes, links, captchas, failures, rateLimits, tickets, mails] = counts.map((rows) => rows.length);
  return { refresh, codes, links, captchas, signInFailures: failures, rateLimits, socketTickets: tickets, mailQueue: mails };
}

/**
 * The hourly clean-up: rows no request can use, and the built-in checkout's sessions left open past their lifetime,
 * which it expires as Stripe expires its own (Stripe needs no help: it reports its expiries as events). Answers how
 * many rows of each kind it deleted and how many checkouts it expired.
 */
export async function runHousekeeping(db: Database, payments: Pick<Payments, 'builtin'>, now = new Date()) {
  const deleted = await deleteExpiredRows(db, now);
  const expiredCheckouts = payments.builtin ? await payments.builtin.expireOpenCheckouts(Math.floor(now.getTime() / 1000)) : 0;
  return { ...deleted, expiredCheckouts };
}

/**
 * Runs the clean-up at start and then hourly. Several instances may run it at
 * once: each delete is idempotent and a checkout expires only while still open, so no lock is needed.
 */
export function scheduleHousekeeping(db: Database, payments: Pick<Payments, 'builtin'>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    runHousekeeping(db, payments).then(
      (done) => log.debug({ done }, 'housekeeping done'),
      (error: unknown) => log.warn({ err: error }, 'housekeeping failed'),
    );
  return {
    async start() {
      await run();
      timer = setInterval(() => void run(), HOUR_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
    },
  };
}
