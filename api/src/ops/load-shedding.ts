import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, PATHS } from '@trellis/shared/contracts';
import { sendUnavailable } from './database-outage.ts';
import { HEALTH_PATHS } from './health-paths.ts';

/** Seconds a shed client is asked to wait: overload passes quickly, and a longer wait only idles the server. */
export const SHED_RETRY_AFTER_SECONDS = 2;

export type SheddingSettings = {
  /** Mean event-loop delay, in milliseconds, past which new requests are refused; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** Database queries waiting at once past which new requests are refused; 0 turns the check off. */
  maxPendingQueries: number;
};

// Health checks must tell a balancer the truth while shedding, and signing out must always work.
const ALWAYS_SERVED = new Set([...Object.values(HEALTH_PATHS), `${API_PREFIX}${PATHS.logout}`]);

const isAlwaysServed = (request: FastifyRequest) => ALWAYS_SERVED.has(request.url.split('?')[0]!);

/**
 * A server past its capacity refuses new requests at once with 503 and Retry-After
 * instead of queueing them without bound: @fastify/under-pressure samples the
 * event-loop delay, and its health check watches the database's queue.
 */
export async function installLoadShedding(app: FastifyInstance, settings: SheddingSettings, pendingQueries: () => number) {
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    sampleInterval: 100,
    retryAfter: SHED_RETRY_AFTER_SECONDS,
    ...(settings.maxPendingQueries > 0
      ? { healthCheck: async () => pendingQueries() <= settings.maxPendingQueries, healthCheckInterval: 100 }
      : {}),
    // Returning without sending lets the request through; a sent reply ends it before parsing.
    pressureHandler: (request, reply) => {
      if (!isAlwaysServed(request)) sendUnavailable(reply, SHED_RETRY_AFTER_SECONDS);
    },
  });
}
