import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@trellis/shared/messages';
import type { ServerConfig } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

function enforce(limiter: Limiter) {
  return async (request: FastifyRequest) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, { detail: MESSAGES.auth.tooManyAttempts }, { 'retry-after': String(result.ttlInSeconds) });
    }
  };
}

/**
 * Two counters guard sign-in: one per client address (checked before the body
 * is read) and one per e-mail (after validation), so neither spraying many
 * accounts from one address nor guessing one account from many addresses goes unchecked.
 */
export async function loginRateLimits(scope: FastifyInstance, limits: ServerConfig['loginRateLimit']) {
  await scope.register(rateLimit, { global: false });
  const perIp = scope.createRateLimit({
    max: limits.perIp,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });
  const perEmail = scope.createRateLimit({
    max: limits.perEmail,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `login-email:${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
  });
  return { perIp: enforce(perIp), perEmail: enforce(perEmail) };
}
