import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, PATHS } from '@trellis/contracts';
import { sendUnavailable } from './database-outage.ts';
import { HEALTH_PATHS } from './health-paths.ts';

/** Seconds a shed client is asked to wait: overload passes quickly, and a longer wait only idles the server. */
export const SHED_RETRY_AFTER_SECONDS = 2;

export type SheddingSettings = {
  /** Mean event-loop delay, in milliseconds, past which new requests are refused; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** API requests waiting their turn at the database past which new ones are refused; 0 turns the check off. */
  maxQueueLength: number;
};

// Health checks must tell a balancer the truth while shedding, and signing out must always work.
const ALWAYS_SERVED = new Set([...Object.values(HEALTH_PATHS), `${API_PREFIX}${PATHS.logout}`]);

const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;
const isSheddable = (path: string) => path.startsWith(`${API_PREFIX}/`) && !ALWAYS_SERVED.has(path);

/**
 * A server past its capacity refuses new requests at once with 503 and Retry-After
 * instead of queueing them without bound. @fastify/under-pressure samples the
 * event-loop delay. The database queue is read live on every request, because a
 * sampled value lets a whole burst in between two samples: its length is the API
 * requests in progress (nearly every one waits for the database, which runs one
 * query at a time when embedded) or the queries waiting, whichever is longer.
 */
export async function installLoadShedding(app: FastifyInstance, settings: SheddingSettings, pendingQueries: () => number) {
  let inProgress = 0;
  const counted = new WeakSet<FastifyRequest>();
  const queueLength = () => Math.max(inProgress, pendingQueries());
  const queueFull = () => settings.maxQueueLength > 0 && queueLength() >= settings.maxQueueLength;

  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    sampleInterval: 100,
    retryAfter: SHED_RETRY_AFTER_SECONDS,
    // Makes isUnderPressure(), and so readiness, report a full queue too.
    ...(settings.maxQueueLength > 0 ? { healthCheck: async () => !queueFull(), healthCheckInterval: 250 } : {}),
    // Returning without sending lets the request through; a sent reply ends it before parsing.
    // Only API calls are shed: the page's static files and the events socket cost little and the page needs them to show the 503.
    pressureHandler: (request, reply, type) => {
      if (!isSheddable(pathOf(request))) return;
      // A sampled full queue may have drained since; the live check below decides.
      if (type === underPressure.TYPE_HEALTH_CHECK && !queueFull()) return;
      sendUnavailable(reply, SHED_RETRY_AFTER_SECONDS);
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (reply.sent || !isSheddable(pathOf(request))) return;
    if (queueFull()) return sendUnavailable(reply, SHED_RETRY_AFTER_SECONDS);
    inProgress++;
    counted.add(request);
  });
  // A request leaves the queue once answered, or when its client gives up first.
  const leave = async (request: FastifyRequest) => {
    if (counted.delete(request)) inProgress--;
  };
  app.addHook('onResponse', leave);
  app.addHook('onRequestAbort', leave);
}
