import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One signed-in device: created at sign-in, shared by every refresh token of its family and named by the `sid` of
 * every access token issued for it. Revoking it ends the access tokens at once, not when they expire.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Refresh tokens are stored as SHA-256 hashes. Each login starts a family; every
 * rotation revokes the presented token and adds its successor to the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    familyId: uuid().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    replacedById: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * Single-use tickets that open an events socket. Browsers cannot send headers with a WebSocket, so the socket's
 * address carries a ticket instead of the access token: a ticket lives seconds, opens one socket and is deleted when
 * used, on whichever instance the socket reaches. Only its SHA-256 hash is kept.
 */
export const socketTickets = pgTable(
  'socket_tickets',
  {
    ticketHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The expiry of the access token the ticket was asked with: the socket closes then, as the token would stop working. */
    accessExpiresAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('socket_tickets_expires_idx').on(t.expiresAt)],
);
