import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial().primaryKey(),
    type: text().$type<'ONE_TO_ONE'>().notNull(),
    /** "{lower id}:{higher id}" of a one-to-one room, unique so two people never get two rooms, even when both open one at once. */
    pairKey: text(),
    lastMessageAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_rooms_pair_key').on(t.pairKey)],
);

export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    roomId: integer()
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message of the room this member has read: later messages from the other person count as unread. */
    lastReadMessageId: integer(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_room_members_user_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial().primaryKey(),
    roomId: integer()
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parts: jsonb().$type<{ type: 'text' | 'hyperlink' | 'html'; value: string }[]>().notNull(),
    /** The sender's own id for the message; unique per sender so a resend after a lost answer is stored once. */
    clientId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_room_idx').on(t.roomId, t.id), uniqueIndex('chat_messages_sender_client_id').on(t.senderId, t.clientId)],
);
