import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection.ts';
import { mailQueue } from '../db/schema/index.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

/** A mail to queue; `key` names what it is for and whom, and a key already queued is not queued again. */
export type QueuedMail = OutgoingMail & { key: string };

/** How many mails one claim takes; the loop claims again until nothing is due. */
const BATCH = 50;
/** Rows written by one insert, well under the statement parameter limit. */
const INSERT_CHUNK = 500;
/** A claimed mail is left alone this long; a process that died holding it leaves it to the next run after that. */
const LEASE_MS = 5 * 60_000;
/** After this many refusals a mail is given up and kept with its last error. */
export const MAX_ATTEMPTS = 6;
/** How often the loop looks for due mail without being woken. */
const POLL_MS = 5_000;

/** Waits before the next try: 1, 2, 4, 8 and 16 minutes. */
const retryDelayMs = (attempts: number) => 60_000 * 2 ** (attempts - 1);

/** Queues mails in the caller's transaction when it has one, so they are stored together with what they announce. */
export async function enqueueMails(db: Database, mails: QueuedMail[]) {
  for (let start = 0; start < mails.length; start += INSERT_CHUNK) {
    const chunk = mails.slice(start, start + INSERT_CHUNK);
    await db
      .insert(mailQueue)
      .values(chunk.map(({ key, to, subject, text, html, fromName }) => ({ key, to, subject, text, html, fromName })))
      .onConflictDoNothing({ target: mailQueue.key });
  }
}

/**
 * Claims up to a batch of due mail for a lease: rows another run holds are skipped, and a lease that ran out (its
 * process stopped mid-batch) is taken over.
 */
async function claimDue(db: Database, now: Date) {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(
      and(
        isNull(mailQueue.sentAt),
        isNull(mailQueue.failedAt),
        lte(mailQueue.nextAttemptAt, now),
        or(isNull(mailQueue.lockedUntil), lte(mailQueue.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(mailQueue)
    .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailQueue.attempts} + 1` })
    .where(inArray(mailQueue.id, due))
    .returning();
}

type Delivery = { sent: number; retried: number; failed: number; claimed: number };

/**
 * Sends one batch of due mail. Each mail is marked sent as soon as the mail server took it, so a restart resends at
 * most the one mail in flight when the process stopped; a refused mail waits and is tried again, up to MAX_ATTEMPTS.
 * `shouldStop` is asked between mails: the claims of mails not reached are given back at once.
 */
export async function deliverDueMails(
  db: Database,
  mailer: Mailer,
  { now = () => new Date(), shouldStop = () => false }: { now?: () => Date; shouldStop?: () => boolean } = {},
): Promise<Delivery> {
  const claimed = await claimDue(db, now());
  const result: Delivery = { sent: 0, retried: 0, failed: 0, claimed: claimed.length };
  for (const [index, mail] of claimed.entries()) {
    if (shouldStop()) {
      const left = claimed.slice(index).map((row) => row.id);
      await db
        .update(mailQueue)
        .set({ lockedUntil: null, attempts: sql`${mailQueue.attempts} - 1` })
        .where(inArray(mailQueue.id, left));
      break;
    }
    try {
      await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, fromName: mail.fromName });
      await db.update(mailQueue).set({ sentAt: now(), lockedUntil: null, lastError: null }).where(eq(mailQueue.id, mail.id));
      result.sent++;
    } catch (error) {
      const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
      const givenUp = mail.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailQueue)
        .set(
          givenUp
            ? { failedAt: now(), lockedUntil: null, lastError }
            : { nextAttemptAt: new Date(now().getTime() + retryDelayMs(mail.attempts)), lockedUntil: null, lastError },
        )
        .where(eq(mailQueue.id, mail.id));
      if (givenUp) result.failed++;
      else result.retried++;
    }
  }
  return result;
}

export type MailQueue = {
  /** Queues mails (in a transaction, when given one); call `wake` once it committed. */
  enqueue(db: Database, mails: QueuedMail[]): Promise<void>;
  /** Starts a delivery run now instead of at the next poll. */
  wake(): void;
  start(): void;
  /** Stops polling and waits for the mail being sent, giving back the rest of its batch. */
  stop(): Promise<void>;
};

/** The API process's delivery loop: runs when woken and every few seconds, one run at a time. */
export function scheduleMailQueue(db: Database, mailer: Mailer, log: FastifyBaseLogger): MailQueue {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let running: Promise<void> | null = null;
  let again = false;

  async function drain() {
    do {
      again = false;
      let delivery: Delivery;
      do {
        delivery = await deliverDueMails(db, mailer, { shouldStop: () => stopped });
        if (delivery.retried || delivery.failed) log.warn(delivery, 'mail server refused queued mail');
      } while (delivery.claimed === BATCH && !stopped);
    } while (again && !stopped);
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.warn({ err: error }, 'delivering queued mail failed'))
      .finally(() => {
        running = null;
      });
  }

  return {
    enqueue: enqueueMails,
    wake: run,
    start() {
      stopped = false;
      timer = setInterval(run, POLL_MS);
      timer.unref();
      run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
