import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/**
 * Mail waiting to be sent by the API's delivery loop, so a request that mails many people answers at once. A row is
 * claimed for a while (`locked_until`) before it is sent, marked sent right after, and tried again later when the
 * mail server refuses it; `key` names what the mail is for and whom, so the same mail is never queued twice.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    fromName: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_queue_key_key').on(t.key),
    // The delivery loop reads the mail still to send, oldest due first.
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_queue_sent_idx').on(t.sentAt),
  ],
);
