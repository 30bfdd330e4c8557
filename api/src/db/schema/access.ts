import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OtpType } from '@trellis/contracts';
import { users } from './users.ts';

/** What a code proves: the member's own codes, and the one that resumes a CareerGPS trial account from another browser. */
export type OneTimeCodeType = OtpType | 'trial_sign_in';

/** Six-digit codes e-mailed for verification, kept only as an HMAC so a database leak reveals none. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<OneTimeCodeType>().notNull(),
    /** The address the code went to: verifying proves ownership of this one, even if the profile changed since. */
    email: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId, t.createdAt)],
);

export type LinkTokenPurpose = 'password_reset' | 'email_verification' | 'session_handoff';

/** Single-use tokens of e-mailed links, stored as SHA-256 hashes. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<LinkTokenPurpose>().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('link_tokens_hash_key').on(t.tokenHash), index('link_tokens_user_idx').on(t.userId)],
);

/** Captcha challenges already redeemed, kept until they expire so a solution works once across all instances. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    challengeId: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('used_captchas_expires_idx').on(t.expiresAt)],
);

/**
 * Failed sign-ins per e-mail, in the database so that every instance counts the same failures. Past the limit a
 * sign-in needs the captcha as well as the password: the owner can still get in, a guesser is slowed to a crawl.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_email_idx').on(t.email, t.failedAt)],
);

/** Request counters of the rate limits, one row per key and window, shared by every instance on the database. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStart)],
);
