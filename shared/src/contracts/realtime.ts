import { z } from 'zod';

/** The events WebSocket: /ws/events/{access token}/ (not under /api/v1). */
export const eventsSocketPath = (accessToken: string) => `/ws/events/${encodeURIComponent(accessToken)}/`;

/** Close code the server uses when the token in the path is not a valid access token. */
export const SOCKET_CLOSE_UNAUTHORIZED = 4401;

/** What a client may send over the events socket. */
export const ClientSocketMessage = z.discriminatedUnion('type', [z.object({ type: z.literal('ping') })]);
export type ClientSocketMessage = z.infer<typeof ClientSocketMessage>;

/**
 * What the server pushes. A ping is answered with a pong on every socket of the
 * same user, whichever API instance holds it.
 */
export const ServerSocketEvent = z.discriminatedUnion('type', [z.object({ type: z.literal('pong'), at: z.string() })]);
export type ServerSocketEvent = z.infer<typeof ServerSocketEvent>;
