import type { FastifyInstance } from 'fastify';
import { SOCKET_CLOSE_SERVICE_RESTART } from '@trellis/contracts';
import type { DatabaseConnection } from '../db/connection.ts';
import type { Lifecycle } from './health-routes.ts';

/** How long sockets get to finish the closing handshake before they are dropped. */
const SOCKET_CLOSE_WAIT_MS = 2000;

/**
 * Stops the server so that no acknowledged work is lost: readiness turns false,
 * the port stops accepting, open sockets are told to reconnect elsewhere, requests
 * in flight get `graceMs` to finish before their connections are cut, and the
 * database closes last (which also releases the embedded folder's lock).
 */
export async function shutDown(app: FastifyInstance, connection: DatabaseConnection, lifecycle: Lifecycle, graceMs: number) {
  lifecycle.draining = true;
  const sockets = [...(app.websocketServer?.clients ?? [])];
  for (const socket of sockets) socket.close(SOCKET_CLOSE_SERVICE_RESTART, 'Server restarting');
  // A client busy sending may not answer the close for a long while; what it sent and got no echo for, it sends again.
  const drop = setTimeout(() => sockets.forEach((socket) => socket.terminate()), Math.min(SOCKET_CLOSE_WAIT_MS, graceMs));
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, 'requests still in flight after the shutdown grace period; closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  drop.unref();
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(drop);
    clearTimeout(cut);
    await connection.close();
  }
}

/** SIGTERM (process managers, orchestrators) and SIGINT (Ctrl-C) shut down gracefully; exit 0 once clean. */
export function shutDownOnSignals(app: FastifyInstance, connection: DatabaseConnection, lifecycle: Lifecycle, graceMs: number) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down: draining requests and sockets');
      // A hung close must not keep a process its manager believes is stopping.
      setTimeout(() => process.exit(1), graceMs + 5000).unref();
      shutDown(app, connection, lifecycle, graceMs).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
