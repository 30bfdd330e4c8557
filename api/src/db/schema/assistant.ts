import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AssistantMessagePart } from '@trellis/contracts';
import { users } from './users.ts';

/**
 * One Ask Anything question and its answer. The question is stored before any answer is written, so a model that
 * times out or fails leaves the question (marked `failed`) for the member to send again.
 */
export const assistantChats = pgTable(
  'assistant_chats',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The latest chat of the conversation this question follows. */
    parentChatId: integer().references((): AnyPgColumn => assistantChats.id, { onDelete: 'set null' }),
    question: text().notNull(),
    messages: jsonb().$type<AssistantMessagePart[]>().notNull().default([]),
    status: text().$type<'answering' | 'answered' | 'failed'>().notNull().default('answering'),
    engine: text().$type<'built_in' | 'model'>().notNull(),
    /** 1 helpful, -1 not helpful, null not rated. */
    rating: smallint().$type<1 | -1>(),
    feedback: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The history: one member's questions, newest first.
  (t) => [index('assistant_chats_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);
