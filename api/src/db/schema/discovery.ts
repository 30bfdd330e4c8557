import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member's vote on a use case or an AI tool: 1 up, -1 down, 0 after taking it back. `previousValue` is what the
 * last upsert replaced, so the statement that changes a vote can move the item's score by the difference without
 * reading the vote first (a read then a write would race with the member's own second click).
 */
export const votes = pgTable(
  'votes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text().notNull(),
    objectId: integer().notNull(),
    value: smallint().notNull().default(0),
    previousValue: smallint().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('votes_user_content_key').on(t.userId, t.contentType, t.objectId)],
);

/** Something a member keeps among their favourites, by its type and id. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text().notNull(),
    itemId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookmarks_user_item_key').on(t.userId, t.itemType, t.itemId),
    // One member's favourites of one type, newest first.
    index('bookmarks_user_type_created_idx').on(t.userId, t.itemType, t.createdAt.desc(), t.id.desc()),
  ],
);
