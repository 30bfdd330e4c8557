import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AttemptLimit } from '../../auth/auth-settings.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import { databaseRateLimitStore } from './database-rate-limit-store.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

/** The e-mail of a request body, as the account key of a limit. */
export const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

/** The signed-in user, as the account key of a limit. */
export const signedInId = (request: FastifyRequest) => String(request.user?.id ?? '');

/**
 * Two counters guard each endpoint: one per client address (checked before the
 * body is read) and one per account or e-mail (after validation), so neither
 * spraying many accounts from one address nor guessing one account from many
 * addresses goes unchecked. Registers the rate-limit plugin on `scope`, once, counting in the database so that
 * every instance shares the counts.
 */
export async function attemptLimits(scope: FastifyInstance, db: Database) {
  await scope.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  return (name: string, limit: AttemptLimit, accountKey: (request: FastifyRequest) => string): { perIp: Guard; perAccount: Guard } => {
    const guard = (max: number, key: (request: FastifyRequest) => string): Guard => {
      const limiter = scope.createRateLimit({ max, timeWindow: limit.windowMs, keyGenerator: key });
      return async (request) => {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new HttpError(429, { detail: MESSAGES.auth.tooManyAttempts }, { 'retry-after': String(result.ttlInSeconds) });
        }
      };
    };
    return {
      perIp: guard(limit.perIp, (request) => `${name}-ip:${request.ip}`),
      perAccount: guard(limit.perAccount, (request) => `${name}-account:${accountKey(request)}`),
    };
  };
}
