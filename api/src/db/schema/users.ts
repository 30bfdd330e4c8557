import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    /** Stored lower-cased so look-ups are exact matches on the unique index. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    isVerified: boolean().notNull().default(false),
    isTrialUser: boolean().notNull().default(false),
    isStaff: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    dateJoined: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp({ withTimezone: true }),
    /**
     * When the member deleted the account. The row stays, emptied of personal data and unable to sign in, so the
     * messages they sent still name a sender: a deleted account.
     */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // People search reads members whose full name, or last name, starts with the search off these, in byte order
    // (collation "C", which also lets LIKE 'prefix%' read a range of the index).
    index('users_full_name_prefix_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName}) collate "C"`, t.id),
    index('users_last_name_prefix_idx').on(sql`lower(${t.lastName}) collate "C"`, t.id),
    // Full-text search (the search feature's statement uses this very expression, so the index serves it).
    index('users_search_idx').using('gin', sql`to_tsvector('simple', ${t.firstName} || ' ' || ${t.lastName})`),
  ],
);

/** The member's career answers: the option ids of the app config's lists. */
export const groupProfiles = pgTable(
  'group_profiles',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalField: integer(),
    careerStage: integer(),
    reasonToJoin: integer().array().notNull().default([]),
    currentRole: integer(),
    jobFunction: integer(),
    interestedServices: integer().array().notNull().default([]),
    isCertified: boolean().notNull().default(false),
    topics: integer().array().notNull().default([]),
    skills: integer().array().notNull().default([]),
    extraInfo: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex('group_profiles_user_key').on(t.userId)],
);

export const careerEntries = pgTable(
  'career_entries',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<'work' | 'education'>().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    groupName: text().notNull(),
    skills: integer().array().notNull().default([]),
    isCurrentlyWorking: boolean().notNull().default(false),
    startDate: text(),
    endDate: text(),
    batch: text(),
  },
  (t) => [index('career_entries_user_idx').on(t.userId)],
);

export const topics = pgTable(
  'topics',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    topicType: text().$type<'general' | 'skill'>().notNull(),
    /**
     * The member who added this skill or topic, while it awaits staff approval: only they see it until staff approve
     * it (null) or reject it (deleted). Null for everything staff or the platform created.
     */
    pendingAuthorId: integer().references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // One approved entry per name, and per member one pending entry per name: two members may propose the same name
    // without either learning of the other's proposal.
    uniqueIndex('topics_type_name_key')
      .on(t.topicType, t.name)
      .where(sql`${t.pendingAuthorId} is null`),
    uniqueIndex('topics_pending_name_key')
      .on(t.topicType, t.name, t.pendingAuthorId)
      .where(sql`${t.pendingAuthorId} is not null`),
  ],
);
