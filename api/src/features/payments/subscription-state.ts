import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { subscriptionPlans, subscriptionPrices, userSubscriptions } from '../../db/schema/index.ts';
import type { SubscriptionSnapshot } from './provider-objects.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Provider statuses under which the member keeps the plan: a failed renewal is retried before access ends. */
const GRANTING = new Set(['trialing', 'active', 'past_due']);
/** Statuses after which the subscription runs no more. */
export const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);

/** The payment status members and screens read, from the provider's status. */
export function paymentStatusOf(status: string): string {
  if (status === 'trialing' || status === 'active') return 'confirmed';
  if (status === 'past_due') return 'past_due';
  if (status === 'incomplete') return 'pending';
  return 'cancelled';
}

/** What changed, kept beside the provider event that caused it. */
export type StateChange = Record<string, string | number | boolean | null>;

/** The free plan's grants, for a member whose paid subscription does not grant any. */
async function freePlan(tx: Tx) {
  const [plan] = await tx
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.subscriptionTier, 0), eq(subscriptionPlans.isActive, true)))
    .orderBy(asc(subscriptionPlans.id))
    .limit(1);
  return plan ?? null;
}

/**
 * Applies a provider subscription to its member's row: status, dates, coupon and, at once, the tier and every grant
 * of the plan its price belongs to (the free plan's when the status grants nothing). `eventCreated` orders the
 * changes: one older than the last applied to the same subscription is stale and changes nothing, and an event of a
 * replaced subscription never ends the one that replaced it.
 */
export async function applySubscription(
  tx: Tx,
  snapshot: SubscriptionSnapshot,
  eventCreated: number,
  /** Set for the provider's answer to a change the member requested, which supersedes every earlier event. */
  knownUserId: number | null = null,
): Promise<{ userId: number | null; change: StateChange | null }> {
  const userId = knownUserId ?? snapshot.userId ?? (await ownerOf(tx, snapshot));
  if (userId === null) return { userId: null, change: null };
  const [row] = await tx.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)).for('update');
  // The provider's answer to a change requested now is newer than any event before it, whatever the two clocks say.
  if (knownUserId !== null && row?.lastEventCreated) eventCreated = Math.max(eventCreated, row.lastEventCreated);
  if (row && row.stripeSubscriptionId === snapshot.id && row.lastEventCreated !== null && eventCreated < row.lastEventCreated) {
    return { userId, change: null };
  }
  if (row?.stripeSubscriptionId && row.stripeSubscriptionId !== snapshot.id && !ENDED.has(row.status ?? 'canceled')) {
    // Another subscription runs: this one may only take over when it runs itself.
    if (!GRANTING.has(snapshot.status)) return { userId, change: null };
  }

  const [priced] = await tx
    .select({ price: subscriptionPrices, plan: subscriptionPlans })
    .from(subscriptionPrices)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPrices.planId))
    .where(eq(subscriptionPrices.stripePriceId, snapshot.providerPriceId))
    .limit(1);
  const granted = GRANTING.has(snapshot.status) && priced ? priced.plan : await freePlan(tx);
  const values = {
    planId: granted?.id ?? null,
    appliedMembershipTier: granted?.subscriptionTier ?? 0,
    oneToOneChat: granted?.oneToOneChat ?? false,
    useAma: granted?.useAma ?? false,
    canViewPremiumResources: granted?.canViewPremiumResources ?? false,
    canCreateMembershipCard: granted?.canCreateMembershipCard ?? false,
    circleDiscountPercent: granted?.circleDiscountPercent ?? 0,
    paymentStatus: paymentStatusOf(snapshot.status),
    stripeSubscriptionId: snapshot.id,
    customerId: snapshot.customerId,
    status: snapshot.status,
    priceId: priced?.price.id ?? null,
    trialEnd: snapshot.trialEnd,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAt: snapshot.cancelAt,
    canceledAt: snapshot.canceledAt,
    couponName: snapshot.coupon?.name ?? null,
    couponPercentOff: snapshot.coupon?.percentOff ?? null,
    lastEventCreated: eventCreated,
    // A scheduled change waits while the subscription still names its schedule on the old price; once the provider
    // reports the new price (the change took effect) or no schedule (it was dropped), nothing waits any more.
    ...(snapshot.scheduleId !== null && snapshot.scheduleId === row?.scheduleId && priced?.price.id !== row.scheduledPriceId
      ? {}
      : { scheduledPriceId: null, scheduleId: null }),
    // A renewed subscription is no longer cancelled for the reason given before.
    ...(snapshot.cancelAt || snapshot.canceledAt ? {} : { cancellationReason: null }),
  };
  if (row) await tx.update(userSubscriptions).set(values).where(eq(userSubscriptions.userId, userId));
  else await tx.insert(userSubscriptions).values({ userId, ...values });

  return {
    userId,
    change: {
      subscription: snapshot.id,
      status: snapshot.status,
      payment_status: values.paymentStatus,
      applied_membership_tier: values.appliedMembershipTier,
      previous_tier: row?.appliedMembershipTier ?? 0,
      price: snapshot.providerPriceId,
      cancel_at: snapshot.cancelAt?.toISOString() ?? null,
      canceled_at: snapshot.canceledAt?.toISOString() ?? null,
    },
  };
}

/** The member holding a subscription or its customer, when its metadata does not name one. */
async function ownerOf(tx: Tx, snapshot: SubscriptionSnapshot): Promise<number | null> {
  const [bySubscription] = await tx
    .select({ userId: userSubscriptions.userId })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.stripeSubscriptionId, snapshot.id));
  if (bySubscription) return bySubscription.userId;
  const [byCustomer] = await tx
    .select({ userId: userSubscriptions.userId })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.customerId, snapshot.customerId));
  return byCustomer?.userId ?? null;
}
