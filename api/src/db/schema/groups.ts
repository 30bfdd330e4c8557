import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { MemberRole } from '@trellis/contracts';
import { users } from './users.ts';

export const GROUP_TYPE_VALUES = ['organization', 'institution', 'circle', 'event'] as const;
export type GroupType = (typeof GROUP_TYPE_VALUES)[number];

export const groups = pgTable(
  'groups',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    nameSlug: text().notNull(),
    groupType: text().$type<GroupType>().notNull(),
    logo: text(),
    coverImage: text(),
    description: text().notNull().default(''),
    country: text(),
    /** Host name of the site this organization lives on, when it has its own. */
    domain: text(),
    /** 0 public, 20 private. */
    privacy: integer().$type<0 | 20>().notNull().default(0),
    publicity: text().$type<'open' | 'closed'>().notNull().default('open'),
    parentGroupId: integer().references((): AnyPgColumn => groups.id, { onDelete: 'set null' }),
    /** Top of the hierarchy this group belongs to; null for top-level groups. */
    rootGroupId: integer().references((): AnyPgColumn => groups.id, { onDelete: 'set null' }),
    isVerified: boolean().notNull().default(false),
    isInfluencer: boolean().notNull().default(false),
    /** Certified organizations may post jobs. */
    isCertified: boolean().notNull().default(false),
    topics: integer().array().notNull().default([]),
    maximumSize: integer(),
    /** In US cents; null for free groups. */
    priceCents: integer(),
    startDate: timestamp({ withTimezone: true }),
    endDate: timestamp({ withTimezone: true }),
    eventType: text(),
    objective: text().notNull().default(''),
    memberRequirements: text().notNull().default(''),
    applicationOpenDate: timestamp({ withTimezone: true }),
    applicationCloseDate: timestamp({ withTimezone: true }),
    /** Percent off the price, 0 to 100. */
    discount: integer().notNull().default(0),
    paidFeatures: text().array().notNull().default([]),
    /** The UN Sustainable Development Goals (1 to 17) a circle works towards. */
    relevantSdgs: integer().array().notNull().default([]),
    /** AI use cases the program teaches. */
    useCases: integer().array().notNull().default([]),
    /** Option ids of the career stages the program is for. */
    careerStages: integer().array().notNull().default([]),
    /** How long the program runs, in the leader's words ("8 weeks, 2 hours a week"). */
    duration: text().notNull().default(''),
    /** Join questions, is_external, external_link, program_type. */
    extraInfo: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The member who typed this institution into their profile, while it awaits staff approval: only they see it
     * until staff approve it (null) or reject it (deleted). Null for everything staff or the platform created.
     */
    pendingAuthorId: integer().references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** The Google Classroom course a circle's administrators load materials and people from. */
    googleClassroomId: text(),
    /** Staff let an organization's own circles sync from Google Classroom (when it is a site's default organization). */
    classroomAccess: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('groups_name_slug_key').on(t.nameSlug),
    index('groups_pending_author_idx').on(t.pendingAuthorId),
    // Group lists filter by type and sort by name.
    index('groups_type_name_idx').on(t.groupType, t.name, t.id),
    index('groups_root_idx').on(t.rootGroupId),
    index('groups_parent_idx').on(t.parentGroupId),
    // The circle and event lists: newest start first, across the platform or under one parent.
    index('groups_type_start_idx').on(t.groupType, t.startDate.desc().nullsLast(), t.id.desc()),
    index('groups_parent_type_start_idx').on(t.parentGroupId, t.groupType, t.startDate.desc().nullsLast(), t.id.desc()),
    // Full-text search (the search feature's statement uses this very expression, so the index serves it).
    index('groups_search_idx').using('gin', sql`to_tsvector('simple', ${t.name} || ' ' || ${t.description})`),
  ],
);

export type MembershipRole = MemberRole;
export type MembershipStatus = 'pending' | 'accepted' | 'rejected';

export const memberships = pgTable(
  'memberships',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    role: text().$type<MembershipRole>().notNull().default('member'),
    status: text().$type<MembershipStatus>().notNull().default('pending'),
    membershipType: text().$type<'member' | 'follower'>().notNull().default('member'),
    /** The organization the member lands in; at most one per user. */
    isDefault: boolean().notNull().default(false),
    paymentStatus: text().$type<'pending' | 'confirmed'>(),
    /** Answers to the join questions, a conference registration, a payment voucher. */
    extraInfo: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Asked while the group was full. */
    waitListed: boolean().notNull().default(false),
    /** Why an administrator refused the request. */
    reason: text(),
    /** The administrator's notes on the decision. */
    notes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('memberships_user_group_key').on(t.userId, t.groupId),
    // Also pages one group's members of one status, oldest first.
    index('memberships_group_status_idx').on(t.groupId, t.status, t.createdAt, t.id),
  ],
);

/**
 * How many memberships each group holds in each status, kept current by a trigger on memberships (written in the
 * migration that creates this table), so a members list's total is one row however many members the group has.
 */
export const groupMemberCounts = pgTable(
  'group_member_counts',
  {
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    status: text().$type<MembershipStatus>().notNull(),
    members: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.status] })],
);

export type InvitationStatus = 'pending' | 'accepted' | 'rejected';

/**
 * An invitation to join a group, sent to a member or to an e-mail address. Its key is the link's secret: whoever opens
 * /invitation/{key} signed in as the invitee (the member, or anyone holding the invited address) may accept it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    inviterId: integer().references(() => users.id, { onDelete: 'set null' }),
    inviteeId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased; null when a member was invited by name. */
    email: text(),
    status: text().$type<InvitationStatus>().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_key_key').on(t.key),
    uniqueIndex('invitations_group_invitee_key').on(t.groupId, t.inviteeId),
    uniqueIndex('invitations_group_email_key').on(t.groupId, t.email),
  ],
);

export type LeaderApplicationStatus = 'pending' | 'approved' | 'rejected';

/** A member's application to become a certified circle leader, decided by staff. */
export const leaderApplications = pgTable(
  'leader_applications',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organization the member means to lead circles in, when they name one. */
    groupId: integer().references(() => groups.id, { onDelete: 'set null' }),
    /** Why they want to lead, in their words. */
    response: text().notNull(),
    status: text().$type<LeaderApplicationStatus>().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('leader_applications_user_created_idx').on(t.userId, t.createdAt),
    // One application under review per member at a time.
    uniqueIndex('leader_applications_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A member's private calendar feed of the circles and events they take part in. The key is the only secret in the
 * feed's address, which calendar apps fetch without signing in; a new key or a deleted row revokes the old address.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  key: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
