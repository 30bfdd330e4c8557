import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial().primaryKey(),
  name: text(),
  description: text().notNull().default(''),
  subscriptionTier: integer().notNull(),
  includedFeatures: jsonb().$type<string[]>().notNull().default([]),
  excludedFeatures: jsonb().$type<string[]>().notNull().default([]),
  isActive: boolean().notNull().default(true),
});

export const subscriptionPrices = pgTable(
  'subscription_prices',
  {
    id: serial().primaryKey(),
    planId: integer()
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    /** In US cents. */
    unitAmount: integer().notNull(),
    recurring: text().$type<'month' | 'year'>().notNull(),
    stripePriceId: text().notNull(),
    trialDays: integer().notNull().default(0),
  },
  (t) => [index('subscription_prices_plan_idx').on(t.planId)],
);

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer().references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    appliedMembershipTier: integer().notNull().default(0),
    paymentStatus: text(),
    isInstitutionalMembership: boolean().notNull().default(false),
    stripeSubscriptionId: text(),
    oneToOneChat: boolean().notNull().default(false),
    useAma: boolean().notNull().default(false),
    circleDiscountPercent: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_subscriptions_user_key').on(t.userId)],
);
