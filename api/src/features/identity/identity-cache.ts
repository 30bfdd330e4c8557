import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { DatabaseConnection, Unlisten } from '../../db/connection.ts';

/** What the database's `identity_changed` trigger notifies: the id of the user whose answer changed, or EVERYONE. */
export const IDENTITY_CHANGES_CHANNEL = 'identity_changes';
const EVERYONE = '*';

/** Answers kept at most; a new one beyond them drops the oldest. An answer is a few kilobytes. */
export const MAX_KEPT_ANSWERS = 5000;
/** An answer is read again after this long even if nothing notified a change: a bound on a change that never came. */
export const MAX_ANSWER_AGE_MS = 60_000;

type Kept<T> = { userId: number; answer: T; keptAt: number };
/** A read in flight; a change to its user while it runs makes its answer stale, and it is then not kept. */
type Reading = { userId: number; stale: boolean };

/**
 * GET /identity/ answers kept in memory, by session and site, and dropped when the database notifies that a row they
 * were built from changed. Every page asks for the identity, and it is the widest read of the API: one statement
 * over a dozen tables. Triggers on each of those tables notify the user whose answer changed (or everyone, for a
 * shared table such as a group's name), from any process writing to the database, so every instance drops the same
 * answers. While this instance is not listening (before start, or while the PostgreSQL connection it listens on is
 * being reopened) nothing is kept or served from memory.
 */
export type IdentityCache<T> = {
  /** The kept answer of `key`, a session of `userId` on a site, if there is one that may be trusted. */
  get(key: string, userId: number): T | undefined;
  /** `load()`'s answer, kept for `key` unless a change to the user was heard while it loaded. */
  remember(key: string, userId: number, load: () => Promise<T | undefined>): Promise<T | undefined>;
  /**
   * Drops the user's answers on this instance at once: a request that wrote calls it before its response leaves,
   * so the writer's next read never waits for the notification to arrive.
   */
  forget(userId: number): void;
  /** How many answers are kept. */
  size(): number;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function createIdentityCache<T>(
  connection: Pick<DatabaseConnection, 'listen'>,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): IdentityCache<T> {
  const kept = new Map<string, Kept<T>>();
  const keysOfUser = new Map<number, Set<string>>();
  const readings = new Set<Reading>();
  let listening = false;
  let unlisten: Unlisten | null = null;

  function drop(key: string) {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    const keys = keysOfUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysOfUser.delete(entry.userId);
  }

  function forget(userId: number) {
    for (const key of keysOfUser.get(userId) ?? []) drop(key);
    for (const reading of readings) if (reading.userId === userId) reading.stale = true;
  }

  function forgetEveryone() {
    kept.clear();
    keysOfUser.clear();
    for (const reading of readings) reading.stale = true;
  }

  function keep(key: string, userId: number, answer: T) {
    drop(key);
    if (kept.size >= MAX_KEPT_ANSWERS) drop(kept.keys().next().value!);
    kept.set(key, { userId, answer, keptAt: now() });
    let keys = keysOfUser.get(userId);
    if (!keys) keysOfUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  function changed(payload: string) {
    if (payload === EVERYONE) return forgetEveryone();
    const userId = Number(payload);
    if (Number.isSafeInteger(userId)) return forget(userId);
    log.warn({ payload }, 'an identity change named no user; dropped every kept identity');
    forgetEveryone();
  }

  function listeningChanged(isListening: boolean) {
    // Changes made while not listening were never heard: nothing kept from before can be trusted.
    forgetEveryone();
    listening = isListening;
  }

  return {
    get(key, userId) {
      const entry = kept.get(key);
      if (!listening || !entry || entry.userId !== userId) return undefined;
      if (now() - entry.keptAt < MAX_ANSWER_AGE_MS) return entry.answer;
      drop(key);
      return undefined;
    },

    async remember(key, userId, load) {
      const reading: Reading = { userId, stale: !listening };
      readings.add(reading);
      try {
        const answer = await load();
        if (!reading.stale && listening) {
          if (answer === undefined) drop(key);
          else keep(key, userId, answer);
        }
        return answer;
      } finally {
        readings.delete(reading);
      }
    },

    forget,

    size: () => kept.size,

    async start() {
      unlisten ??= await connection.listen(IDENTITY_CHANGES_CHANNEL, changed, listeningChanged);
    },

    async stop() {
      await unlisten?.();
      unlisten = null;
      listeningChanged(false);
    },
  };
}

/** Methods that only read. Any other request of a signed-in user may have changed what their identity shows. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** For every API response: a signed-in user's write drops their kept identities before the response leaves. */
export function forgetOwnWrite(cache: Pick<IdentityCache<unknown>, 'forget'>, request: FastifyRequest) {
  if (READ_METHODS.has(request.method)) return;
  const userId = request.user?.id ?? request.access?.userId;
  if (userId !== undefined) cache.forget(userId);
}
