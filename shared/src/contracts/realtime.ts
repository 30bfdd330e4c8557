import { z } from 'zod';
import { ChatMessage, OutgoingChatMessage } from './chat.ts';
import { Notification } from './notifications.ts';

/** The events WebSocket: /ws/events/{access token}/ (not under /api/v1). */
export const eventsSocketPath = (accessToken: string) => `/ws/events/${encodeURIComponent(accessToken)}/`;

/** Close code the server uses when the token in the path is not a valid access token. */
export const SOCKET_CLOSE_UNAUTHORIZED = 4401;

/** What a client may send over the events socket. */
export const ClientSocketMessage = z.discriminatedUnion('type', [z.object({ type: z.literal('ping') }), OutgoingChatMessage]);
export type ClientSocketMessage = z.infer<typeof ClientSocketMessage>;

/**
 * What the server pushes. A ping is answered with a pong on every socket of the
 * same user, whichever API instance holds it; a stored chat message reaches both
 * people of its room, and a new notification its owner.
 */
export const ServerSocketEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong'), at: z.string() }),
  ChatMessage.extend({ type: z.literal('chat_message') }),
  z.object({ type: z.literal('notification'), notification: Notification, unread_notifications_count: z.number().int() }),
]);
export type ServerSocketEvent = z.infer<typeof ServerSocketEvent>;
