import { z } from 'zod';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { DbId, paginated } from './common.ts';

export const ChatUser = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  name_slug: z.string(),
});
export type ChatUser = z.infer<typeof ChatUser>;

/** Longest text one message part may carry. */
export const CHAT_TEXT_MAX = 4000;

export const ChatMessagePart = z.object({
  type: z.enum(['text', 'hyperlink', 'html']),
  value: z.string(),
});
export type ChatMessagePart = z.infer<typeof ChatMessagePart>;

export const ChatSender = z.object({
  id: z.number().int(),
  name: z.string(),
  image_path: z.string().nullable(),
  type: z.literal('user'),
  slug: z.string(),
});

/** A stored chat message. */
export const ChatMessage = z.object({
  id: z.number().int(),
  room: z.number().int(),
  sender: ChatSender,
  recipient: z.number().int().nullable(),
  messages: z.array(ChatMessagePart),
  timestamp: z.string(),
  /** The id its sender gave it when sending over the socket (see OutgoingChatMessage); null for messages stored without one. */
  client_id: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatRoom = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.literal('ONE_TO_ONE'),
  users: z.array(ChatUser),
  last_message: ChatMessage.nullable(),
  /** The newest message the reader has marked read; null while none. */
  read_up_to: z.number().int().nullable(),
  /** Messages from the other person newer than `read_up_to`. */
  unread_count: z.number().int().min(0),
  /** The newest message the other person has read, for the reader's "Seen"; null while they have read none. */
  seen_up_to: z.number().int().nullable(),
});
export type ChatRoom = z.infer<typeof ChatRoom>;

/** POST /chats/{room}/read/: the reader has read the room up to this message (never moves back). */
export const MarkChatReadBody = z.object({ up_to: DbId });
export type MarkChatReadBody = z.infer<typeof MarkChatReadBody>;

/**
 * A member's read mark moved: the answer to POST /chats/{room}/read/, and the `chat_read` event both people of the
 * room receive, so the reader's other tabs clear the count and the other person sees "Seen".
 */
export const ChatRead = z.object({
  room: z.number().int(),
  user: z.number().int(),
  up_to: z.number().int(),
  /** The reader's messages still unread in the room after the mark. */
  unread_count: z.number().int().min(0),
});
export type ChatRead = z.infer<typeof ChatRead>;

export const ChatRoomList = z.object({ data: z.array(ChatRoom) });
export type ChatRoomList = z.infer<typeof ChatRoomList>;

/** POST /room/: a one-to-one room with the one other user named. */
export const CreateRoomBody = z.object({
  type: z.literal('ONE_TO_ONE'),
  user_ids: z.array(DbId).length(1, 'Name exactly one other user'),
});
export type CreateRoomBody = z.infer<typeof CreateRoomBody>;

/** GET /chats/{room}/: newest first, so page 1 is the latest and later pages go back in time. */
export const ChatMessageList = paginated(ChatMessage);
export type ChatMessageList = z.infer<typeof ChatMessageList>;

/** Most parts one outgoing message may carry. */
export const CHAT_PARTS_MAX = 10;

/** Longest id a client may give the message it sends. */
export const CHAT_CLIENT_ID_MAX = 64;

/**
 * Sent by a client over the events socket. `client_id` is the sender's own name
 * for the message: the server repeats it on the stored copy and on a refusal,
 * so the sender can tell which of its messages arrived, and a resend of the
 * same id is stored once. Checks that members can trip carry the words the
 * server answers with.
 */
export const OutgoingChatMessage = z.object({
  type: z.literal('chat_message'),
  client_id: z.string().min(1).max(CHAT_CLIENT_ID_MAX),
  room: DbId,
  messages: z
    .array(
      z.object({
        type: z.literal('text'),
        value: z
          .string()
          .max(CHAT_TEXT_MAX, { error: MESSAGES.chat.tooLong(CHAT_TEXT_MAX), abort: true })
          .refine((value) => value.trim() !== '', MESSAGES.chat.emptyMessage)
          .refine((value) => !value.includes('\u0000'), MESSAGES.chat.forbiddenCharacter),
      }),
    )
    .min(1, MESSAGES.chat.emptyMessage)
    .max(CHAT_PARTS_MAX, MESSAGES.chat.tooManyParts(CHAT_PARTS_MAX)),
});
export type OutgoingChatMessage = z.infer<typeof OutgoingChatMessage>;

export const PersonSearchQuery = z.object({
  type: z.literal('user'),
  search: z.string().trim().min(2, 'Enter at least 2 characters').max(100),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.chatPeopleSearch),
});

export const PersonResult = ChatUser.extend({ headline: z.string() });
export type PersonResult = z.infer<typeof PersonResult>;
export const PersonSearchResults = paginated(PersonResult);
export type PersonSearchResults = z.infer<typeof PersonSearchResults>;

/** GET /chats/{id}/: page 1 is the latest messages, later pages older history. */
export const ChatMessagesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.chatMessages),
  current_org: z.coerce.number().int().optional(),
});
