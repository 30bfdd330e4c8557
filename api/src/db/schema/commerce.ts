import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { groups } from './groups.ts';
import { users } from './users.ts';

export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial().primaryKey(),
  name: text(),
  description: text().notNull().default(''),
  subscriptionTier: integer().notNull(),
  includedFeatures: jsonb().$type<string[]>().notNull().default([]),
  excludedFeatures: jsonb().$type<string[]>().notNull().default([]),
  isActive: boolean().notNull().default(true),
  /** What a subscriber of the plan may do; copied to their subscription whenever the plan they hold changes. */
  oneToOneChat: boolean().notNull().default(false),
  useAma: boolean().notNull().default(false),
  canViewPremiumResources: boolean().notNull().default(false),
  canCreateMembershipCard: boolean().notNull().default(false),
  circleDiscountPercent: integer().notNull().default(0),
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
    canViewPremiumResources: boolean().notNull().default(false),
    canCreateMembershipCard: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The price subscribed to, which gives the billing period; null on the free tier. */
    priceId: integer().references(() => subscriptionPrices.id, { onDelete: 'set null' }),
    /** The payment provider's customer, kept across subscriptions so a renewal reuses the saved card. */
    customerId: text(),
    /** The provider's status: trialing, active, past_due, incomplete, canceled. */
    status: text(),
    trialEnd: timestamp({ withTimezone: true }),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAt: timestamp({ withTimezone: true }),
    canceledAt: timestamp({ withTimezone: true }),
    cancellationReason: text(),
    couponName: text(),
    couponPercentOff: integer(),
    /** Creation time (seconds) of the newest provider event applied, so an older one arriving late changes nothing. */
    lastEventCreated: integer(),
    /**
     * A downgrade waiting for the end of the paid period: the price it moves to and the provider's schedule that
     * makes it. The plan held stays the current one until the provider's event reports the new price.
     */
    scheduledPriceId: integer().references(() => subscriptionPrices.id, { onDelete: 'set null' }),
    scheduleId: text(),
  },
  (t) => [uniqueIndex('user_subscriptions_user_key').on(t.userId), index('user_subscriptions_provider_idx').on(t.stripeSubscriptionId)],
);

/** Discounts a member declares eligibility for when subscribing ('I am eligible to ... discount'). */
export const subscriptionDiscounts = pgTable('subscription_discounts', {
  id: serial().primaryKey(),
  name: text().notNull(),
  description: text().notNull().default(''),
  discountPercentage: integer().notNull(),
  subscriptionTiers: jsonb().$type<number[]>().notNull().default([]),
});

/**
 * What an organization takes as a donation: one fixed amount, named and described on its donation card. Donors name
 * it by its price id; the amount charged is this row's, never the browser's.
 */
export const groupDonations = pgTable('group_donations', {
  groupId: integer()
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  description: text().notNull().default(''),
  /** In US cents. */
  amountCents: integer().notNull(),
  /** The provider's price of this amount; the id donors send. */
  stripePriceId: text().notNull().unique(),
  /** Off keeps the offer for its administrators but takes no donations and shows no donation card. */
  isActive: boolean().notNull().default(true),
});

/** A checkout started by a member: what the server priced, so the provider's answer is matched to it. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: serial().primaryKey(),
    provider: text().$type<'stripe' | 'builtin'>().notNull(),
    providerSessionId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<'subscription' | 'circle_payment' | 'donation'>().notNull(),
    priceId: integer().references(() => subscriptionPrices.id, { onDelete: 'set null' }),
    /** The circle a one-time payment is for, or the organization a donation goes to. */
    groupId: integer().references(() => groups.id, { onDelete: 'set null' }),
    /** In US cents (per billing period for a subscription), after the discounts. */
    amountCents: integer().notNull(),
    discountPercent: integer().notNull().default(0),
    status: text().$type<'open' | 'complete' | 'canceled' | 'expired'>().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checkout_sessions_provider_key').on(t.provider, t.providerSessionId),
    index('checkout_sessions_user_idx').on(t.userId),
    // A donor's donations and an organization's received donations are each paged newest first off these.
    index('checkout_sessions_donor_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`purpose = 'donation'`),
    index('checkout_sessions_donee_idx')
      .on(t.groupId, t.createdAt, t.id)
      .where(sql`purpose = 'donation'`),
  ],
);

/** Every provider event received, once per event id, with the change it made (null when it changed nothing). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial().primaryKey(),
    provider: text().$type<'stripe' | 'builtin'>().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    /** Seconds since the epoch, as the provider stamps events. */
    eventCreated: integer().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    payload: jsonb().notNull(),
    change: jsonb(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_key').on(t.provider, t.eventId), index('payment_events_user_idx').on(t.userId)],
);

/**
 * The built-in test provider's own records (checkout sessions, customers, subscriptions) as it would keep them on
 * its side, in the provider's shapes.
 */
export const builtinPaymentObjects = pgTable('builtin_payment_objects', {
  id: text().primaryKey(),
  kind: text()
    .$type<'checkout.session' | 'customer' | 'subscription' | 'subscription_schedule' | 'payment_intent' | 'billing_portal.session'>()
    .notNull(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's membership card: what it says, as of when it was made, and the code anyone can check it by. The card
 * is shown only while its holder's plan still grants one.
 */
export const membershipCards = pgTable('membership_cards', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The verification code printed on the card and naming its image. */
  code: text().notNull().unique(),
  memberName: text().notNull(),
  planName: text().notNull(),
  brandName: text().notNull(),
  brandColour: text().notNull(),
  /** The member's photo when the card was made, a stored file's address; null without one. */
  photo: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
