import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { SOCKET_CLOSE_UNAUTHORIZED, type ClientSocketMessage, type ServerSocketEvent } from '@trellis/contracts';
import type { AuthUser } from '../auth/request-user.ts';
import type { DatabaseConnection, Unlisten } from '../db/connection.ts';

/** PostgreSQL NOTIFY channel every API instance listens on. */
export const EVENTS_CHANNEL = 'trellis_events';

/** NOTIFY payloads must stay under 8000 bytes; larger events travel as a reference that each instance loads from its table. */
const MAX_PAYLOAD_BYTES = 7900;

type EventType = ServerSocketEvent['type'];
type Reference = { type: EventType; id: number };
/** `end` closes the user's sockets of those sessions (or all of them) on every instance: they were signed out. */
type Envelope = { user: number; event: ServerSocketEvent } | { user: number; ref: Reference } | { user: number; end: string[] | 'all' };

/** Loads a stored event by id, for events too large to ride in a NOTIFY payload. */
export type EventLoader = (id: number) => Promise<ServerSocketEvent | null>;
type ClientMessageOf<T extends ClientSocketMessage['type']> = Extract<ClientSocketMessage, { type: T }>;
/** Answers only the socket the message came from, wherever the user has other sockets open. */
export type Reply = (event: ServerSocketEvent) => void;
export type ClientMessageHandler<T extends ClientSocketMessage['type']> = (
  user: AuthUser,
  message: ClientMessageOf<T>,
  reply: Reply,
) => Promise<void>;

export type Realtime = {
  /** Delivers `event` to every open socket of `userId` on every instance sharing the database. */
  publish(userId: number, event: ServerSocketEvent): Promise<void>;
  /** Keeps `socket` of one session of the user in the user's set until it closes. */
  attach(userId: number, sessionId: string, socket: WebSocket): void;
  /** Closes the sockets of these sessions of the user (or of all of them), on every instance sharing the database. */
  endSessions(userId: number, sessionIds: string[] | 'all'): Promise<void>;
  /** How many sockets `userId` has open on this instance. */
  socketCount(userId: number): number;
  /** How events of `type` that carry an `id` are reloaded when they are too large to notify. */
  storeOf(type: EventType, loader: EventLoader): void;
  /** Which feature answers a client message of `type` sent over the socket. */
  onMessage<T extends ClientSocketMessage['type']>(type: T, handler: ClientMessageHandler<T>): void;
  /** Hands a client's message to the feature that registered its type. */
  receive(user: AuthUser, message: ClientSocketMessage, reply: Reply): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

function eventId(event: ServerSocketEvent): number | null {
  return 'id' in event && typeof event.id === 'number' ? event.id : null;
}

export function createRealtime(connection: DatabaseConnection, log: FastifyBaseLogger): Realtime {
  const socketsByUser = new Map<number, Set<WebSocket>>();
  const sessionOf = new WeakMap<WebSocket, string>();
  const loaders = new Map<EventType, EventLoader>();
  const handlers = new Map<string, (user: AuthUser, message: ClientSocketMessage, reply: Reply) => Promise<void>>();
  let unlisten: Unlisten | null = null;
  // Loading a referenced event is asynchronous; one chain keeps events in the order they were notified.
  let delivering: Promise<void> = Promise.resolve();

  function send(userId: number, event: ServerSocketEvent) {
    const message = JSON.stringify(event);
    for (const socket of socketsByUser.get(userId) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(message);
    }
  }

  /** Closes with the code that sends the client back to check its session, which now fails. */
  function close(userId: number, sessionIds: string[] | 'all') {
    for (const socket of socketsByUser.get(userId) ?? []) {
      if (sessionIds === 'all' || sessionIds.includes(sessionOf.get(socket) ?? '')) socket.close(SOCKET_CLOSE_UNAUTHORIZED, 'Signed out');
    }
  }

  async function resolve(envelope: Exclude<Envelope, { end: unknown }>): Promise<ServerSocketEvent | null> {
    if ('event' in envelope) return envelope.event;
    const loader = loaders.get(envelope.ref.type);
    return loader ? loader(envelope.ref.id) : null;
  }

  function deliver(payload: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      log.warn({ payload }, 'ignored a malformed realtime notification');
      return;
    }
    if (!socketsByUser.has(envelope.user)) return;
    if ('end' in envelope) return close(envelope.user, envelope.end);
    delivering = delivering
      .then(() => resolve(envelope))
      .then((event) => {
        if (event) send(envelope.user, event);
      })
      .catch((error: unknown) => log.error({ err: error }, 'could not deliver a realtime event'));
  }

  return {
    async publish(userId, event) {
      let payload = JSON.stringify({ user: userId, event } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        const id = eventId(event);
        if (id === null || !loaders.has(event.type)) throw new Error(`Realtime event "${event.type}" is too large to notify`);
        payload = JSON.stringify({ user: userId, ref: { type: event.type, id } } satisfies Envelope);
      }
      await connection.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
    },

    async endSessions(userId, sessionIds) {
      await connection.db.execute(
        sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ user: userId, end: sessionIds } satisfies Envelope)})`,
      );
    },

    attach(userId, sessionId, socket) {
      sessionOf.set(socket, sessionId);
      let sockets = socketsByUser.get(userId);
      if (!sockets) socketsByUser.set(userId, (sockets = new Set()));
      sockets.add(socket);
      socket.once('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0 && socketsByUser.get(userId) === sockets) socketsByUser.delete(userId);
      });
    },

    socketCount(userId) {
      return socketsByUser.get(userId)?.size ?? 0;
    },

    storeOf(type, loader) {
      loaders.set(type, loader);
    },

    onMessage(type, handler) {
      // Each handler is only ever called with messages of its own type.
      handlers.set(type, handler as unknown as (user: AuthUser, message: ClientSocketMessage, reply: Reply) => Promise<void>);
    },

    async receive(user, message, reply) {
      await handlers.get(message.type)?.(user, message, reply);
    },

    async start() {
      unlisten ??= await connection.listen(EVENTS_CHANNEL, deliver);
    },

    async stop() {
      await unlisten?.();
      unlisten = null;
      await delivering;
      for (const sockets of socketsByUser.values()) for (const socket of sockets) socket.terminate();
      socketsByUser.clear();
    },
  };
}
