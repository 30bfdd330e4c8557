import { z } from 'zod';
import { ChatMessage, ChatRead, OutgoingChatMessage } from './chat.ts';
import { Notification } from './notifications.ts';

/**
 * The events WebSocket: /ws/events/{ticket}/ (not under /api/v1). Browsers cannot send headers with a WebSocket,
 * so the address carries a single-use ticket from POST /events-socket/ticket/, never the access token.
 */
export const eventsSocketPath = (ticket: string) => `/ws/events/${encodeURIComponent(ticket)}/`;

/** A ticket that opens one events socket for the session that asked for it, within about 30 seconds. */
export const SocketTicket = z.object({ ticket: z.string().max(64) });
export type SocketTicket = z.infer<typeof SocketTicket>;

/** Close code the server uses when the ticket in the path is not a live ticket, or the session ended or expired. */
export const SOCKET_CLOSE_UNAUTHORIZED = 4401;
/** Close code for a socket over its member's limit of open sockets; the client retries later, as after any close. */
export const SOCKET_CLOSE_TOO_MANY = 4429;

/**
 * Close code (WebSocket "Service Restart") the server sends when it shuts down:
 * reconnect at once, to this or another instance, and send again what was not acknowledged.
 */
export const SOCKET_CLOSE_SERVICE_RESTART = 1012;

/** What a client may send over the events socket. */
export const ClientSocketMessage = z.discriminatedUnion('type', [z.object({ type: z.literal('ping') }), OutgoingChatMessage]);
export type ClientSocketMessage = z.infer<typeof ClientSocketMessage>;

/**
 * The server's answer, on the socket that sent it, to a chat message it did not
 * store; `client_id` and `room` echo the refused frame as far as they could be read.
 */
export const ChatRefusal = z.object({
  type: z.literal('chat_error'),
  client_id: z.string().nullable(),
  room: z.number().int().nullable(),
  message: z.string(),
});
export type ChatRefusal = z.infer<typeof ChatRefusal>;

/**
 * What the server pushes. A ping is answered with a pong on every socket of the
 * same user, whichever API instance holds it; a stored chat message and a moved
 * read mark reach both people of its room, and a new notification its owner. A refusal goes only to
 * the socket whose message was refused.
 */
export const ServerSocketEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong'), at: z.string() }),
  ChatMessage.extend({ type: z.literal('chat_message') }),
  z.object({ type: z.literal('notification'), notification: Notification, unread_notifications_count: z.number().int() }),
  ChatRefusal,
  ChatRead.extend({ type: z.literal('chat_read') }),
]);
export type ServerSocketEvent = z.infer<typeof ServerSocketEvent>;
