import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    notificationType: text().notNull(),
    message: text().notNull(),
    isRead: boolean().notNull().default(false),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_read_idx').on(t.userId, t.isRead),
    // The list's order per user, so a page is read off the index whatever the table holds.
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);
