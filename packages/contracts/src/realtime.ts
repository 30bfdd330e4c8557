import { z } from 'zod';
import { ChatMessage, ChatRead, OutgoingChatMessage } from './chat.ts';
import { Notification } from './notifications.ts';

// The socket's address and close codes hold no zod, so the shell's start-up reads them from the declarations' module.
export { SOCKET_CLOSE_SERVICE_RESTART, SOCKET_CLOSE_TOO_MANY, SOCKET_CLOSE_UNAUTHORIZED, eventsSocketPath } from './realtimeEndpoints.ts';

/** A ticket that opens one events socket for the session that asked for it, within about 30 seconds. */
export const SocketTicket = z.object({ ticket: z.string().max(64) });
export type SocketTicket = z.infer<typeof SocketTicket>;

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
