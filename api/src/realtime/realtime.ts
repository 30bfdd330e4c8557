import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { ServerSocketEvent } from '@trellis/shared/contracts';
import type { DatabaseConnection, Unlisten } from '../db/connection.ts';

/** PostgreSQL NOTIFY channel every API instance listens on. */
export const EVENTS_CHANNEL = 'trellis_events';

/** NOTIFY payloads must stay under 8000 bytes; larger events belong in a table with only their id notified. */
const MAX_PAYLOAD_BYTES = 7900;

type Envelope = { user: number; event: ServerSocketEvent };

export type Realtime = {
  /** Delivers `event` to every open socket of `userId` on every instance sharing the database. */
  publish(userId: number, event: ServerSocketEvent): Promise<void>;
  /** Keeps `socket` in the user's set until it closes. */
  attach(userId: number, socket: WebSocket): void;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function createRealtime(connection: DatabaseConnection, log: FastifyBaseLogger): Realtime {
  const socketsByUser = new Map<number, Set<WebSocket>>();
  let unlisten: Unlisten | null = null;

  function deliver(payload: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      log.warn({ payload }, 'ignored a malformed realtime notification');
      return;
    }
    const message = JSON.stringify(envelope.event);
    for (const socket of socketsByUser.get(envelope.user) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(message);
    }
  }

  return {
    async publish(userId, event) {
      const payload = JSON.stringify({ user: userId, event } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`Realtime event "${event.type}" is too large to notify`);
      await connection.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
    },

    attach(userId, socket) {
      let sockets = socketsByUser.get(userId);
      if (!sockets) socketsByUser.set(userId, (sockets = new Set()));
      sockets.add(socket);
      socket.once('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0 && socketsByUser.get(userId) === sockets) socketsByUser.delete(userId);
      });
    },

    async start() {
      unlisten ??= await connection.listen(EVENTS_CHANNEL, deliver);
    },

    async stop() {
      await unlisten?.();
      unlisten = null;
      for (const sockets of socketsByUser.values()) for (const socket of sockets) socket.terminate();
      socketsByUser.clear();
    },
  };
}
