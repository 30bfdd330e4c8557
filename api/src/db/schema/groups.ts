import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
    extraInfo: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('groups_name_slug_key').on(t.nameSlug),
    // Group lists filter by type and sort by name.
    index('groups_type_name_idx').on(t.groupType, t.name, t.id),
    index('groups_root_idx').on(t.rootGroupId),
    index('groups_parent_idx').on(t.parentGroupId),
  ],
);

export const MEMBERSHIP_ROLE_VALUES = ['admin', 'leader', 'facilitator', 'member'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLE_VALUES)[number];
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('memberships_user_group_key').on(t.userId, t.groupId), index('memberships_group_status_idx').on(t.groupId, t.status)],
);
