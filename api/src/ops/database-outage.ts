import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { MESSAGES } from '@trellis/contracts/messages';
import type { Database } from '../db/connection.ts';

/** Seconds a client is asked to wait before trying again while the database cannot be reached. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE 57P01-57P03: the server is shutting down or not accepting connections yet.
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
const LOST_CONNECTION =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end/i;

/** Whether a failure means the database could not be reached, rather than a fault in the query or the code. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || code.startsWith('08'))) return true;
    if (LOST_CONNECTION.test(current.message)) return true;
  }
  return false;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database can be reached; the error handler reports each failure to reach it. Unset on bare test apps. */
    databaseOutage?: DatabaseOutage;
  }
}

export type DatabaseOutage = {
  /** False from the first failed reach until a probe gets through again. */
  reachable(): boolean;
  /** Records a failed reach; the first one of an outage is logged and starts probing. */
  report(): void;
  stop(): void;
};

/**
 * Tracks whether the database can be reached, so an outage is logged once when it
 * starts and once when it ends instead of once per request, and readiness can say so.
 */
export function watchDatabaseOutage(db: Database, log: FastifyBaseLogger, probeEveryMs = 1000): DatabaseOutage {
  let down = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const startedAt = { value: 0 };

  const probe = () => {
    timer = setTimeout(() => {
      db.execute(sql`select 1`).then(
        () => {
          down = false;
          log.info({ downForMs: Date.now() - startedAt.value }, 'the database is reachable again');
        },
        () => {
          if (!stopped) probe();
        },
      );
    }, probeEveryMs);
    timer.unref();
  };

  return {
    reachable: () => !down,
    report() {
      if (down || stopped) return;
      down = true;
      startedAt.value = Date.now();
      log.error('the database cannot be reached; requests that need it answer 503 until it is back');
      probe();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** 503 with Retry-After in the `message` shape: the request may simply be sent again. */
export function sendUnavailable(reply: FastifyReply, retryAfterSeconds: number) {
  return reply.code(503).header('retry-after', String(retryAfterSeconds)).send({ message: MESSAGES.http.unavailable });
}
