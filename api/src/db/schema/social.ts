import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { groups } from './groups.ts';
import { users } from './users.ts';

/** Who follows what: a user, or a group of any type, by its id. */
export const follows = pgTable(
  'follows',
  {
    id: serial().primaryKey(),
    followerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follows_follower_target_key').on(t.followerId, t.targetType, t.targetId),
    // Followers and following, newest first: each list's filter, then its order, so a page is read off the index.
    index('follows_target_created_idx').on(t.targetType, t.targetId, t.createdAt, t.id),
    index('follows_follower_created_idx').on(t.followerId, t.targetType, t.createdAt, t.id),
  ],
);

export const feedback = pgTable('feedback', {
  id: serial().primaryKey(),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  title: text().notNull(),
  content: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const portalPreferences = pgTable('portal_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  focusArea: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * When a member last opened each of their circles' pages, so their home counts the posts since then; one row per
 * member and circle, moved forward on every visit.
 */
export const circleVisits = pgTable(
  'circle_visits',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

/**
 * Organizations that work together: a member of either may limit a search to both their hierarchies. The relation goes
 * both ways, so each pair is kept once, the smaller id first.
 */
export const organizationPartners = pgTable(
  'organization_partners',
  {
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    partnerId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.partnerId] }),
    index('organization_partners_partner_idx').on(t.partnerId),
    check('organization_partners_ordered', sql`${t.groupId} < ${t.partnerId}`),
  ],
);
