import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connection.ts';
import { isDatabaseUnreachable, type DatabaseOutage } from './database-outage.ts';
import { HEALTH_PATHS } from './health-paths.ts';

/** What readiness depends on besides the database: set while the server drains before it stops. */
export type Lifecycle = { draining: boolean };

export type Readiness = { ready: boolean; database: 'reachable' | 'unreachable'; shedding: boolean; draining: boolean };

/**
 * Liveness answers while the process can answer at all; readiness says whether
 * this instance should get traffic: not while the database is unreachable, while
 * it sheds load, or while it drains for a shutdown. Liveness never touches the
 * database; readiness sends it one trivial query unless the server is shedding,
 * so an outage shows even when no other request has met it yet.
 */
export function healthRoutes(app: FastifyInstance, db: Database, outage: DatabaseOutage, lifecycle: Lifecycle) {
  const hide = { hide: true };
  app.get(HEALTH_PATHS.live, { schema: hide, logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get(HEALTH_PATHS.ready, { schema: hide, logLevel: 'warn' }, async (_request, reply) => {
    const shedding = app.isUnderPressure();
    if (!shedding && outage.reachable()) {
      await db.execute(sql`select 1`).catch((error: unknown) => {
        if (isDatabaseUnreachable(error)) outage.report();
      });
    }
    const readiness: Readiness = {
      ready: outage.reachable() && !shedding && !lifecycle.draining,
      database: outage.reachable() ? 'reachable' : 'unreachable',
      shedding,
      draining: lifecycle.draining,
    };
    return reply.code(readiness.ready ? 200 : 503).send(readiness);
  });
}
