import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail kept instead of sent when no SMTP server is configured, for a developer to read. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to)],
);
