import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/connection.ts';
import { rateLimitHits } from '../../db/schema/index.ts';

type Count = { current: number; ttl: number };

/**
 * A store for @fastify/rate-limit that counts in the database, in fixed windows, so that N instances behind one load
 * balancer allow what one would, not N times as much. Each check is one upsert that starts a new window or counts
 * one more in the current one.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  async function increment(key: string, windowMs: number): Promise<Count> {
    const expired = sql`${rateLimitHits.windowStart} + make_interval(secs => ${windowMs / 1000}) <= now()`;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, windowStart: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimitHits.windowStart} end`,
        },
      })
      .returning({
        hits: rateLimitHits.hits,
        ttlMs: sql<number>`greatest(0, extract(epoch from (${rateLimitHits.windowStart} + make_interval(secs => ${windowMs / 1000}) - now())) * 1000)::float8`,
      });
    return { current: row!.hits, ttl: Math.ceil(Number(row!.ttlMs)) };
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number) {
      increment(key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}
