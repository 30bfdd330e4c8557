import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SubscriptionDetail, SubscriptionItem } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { subscriptionPlans, subscriptionPrices, userSubscriptions } from '../../db/schema/index.ts';
import type { PaymentsProvider } from './provider.ts';

const STATUSES = new Set(['trialing', 'active', 'past_due', 'incomplete', 'canceled']);
const iso = (date: Date | null) => date?.toISOString() ?? null;

const scheduledPrice = alias(subscriptionPrices, 'scheduled_price');
const scheduledPlan = alias(subscriptionPlans, 'scheduled_plan');

/** A member's subscription with its price and plan, and those of a change waiting for the period's end, in one statement. */
export async function readSubscriptionRow(db: Database, userId: number) {
  const [row] = await db
    .select({
      subscription: userSubscriptions,
      price: subscriptionPrices,
      plan: subscriptionPlans,
      scheduledPrice,
      scheduledPlan,
    })
    .from(userSubscriptions)
    .leftJoin(subscriptionPrices, eq(subscriptionPrices.id, userSubscriptions.priceId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPrices.planId))
    .leftJoin(scheduledPrice, eq(scheduledPrice.id, userSubscriptions.scheduledPriceId))
    .leftJoin(scheduledPlan, eq(scheduledPlan.id, scheduledPrice.planId))
    .where(eq(userSubscriptions.userId, userId));
  return row ?? null;
}

type PriceRow = typeof subscriptionPrices.$inferSelect;
type PlanRow = typeof subscriptionPlans.$inferSelect;

/** A price in the provider's item shape: unit amount in cents, with the tier of its plan. */
const itemOf = (price: PriceRow, plan: PlanRow): SubscriptionItem => ({
  price: {
    id: price.id,
    unit_amount: price.unitAmount,
    recurring: { interval: price.recurring },
    metadata: { subscription_tier: plan.subscriptionTier },
  },
});
const planOf = (plan: PlanRow) => ({ id: plan.id, name: plan.name, subscription_tier: plan.subscriptionTier });

export type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof readSubscriptionRow>>>;

/**
 * The billing card's subscription, in the provider's shapes (unit amounts in cents), with the secret of a payment
 * waiting for card confirmation when one does.
 */
export function subscriptionDetailJson(
  row: SubscriptionRow | null,
  provider: PaymentsProvider,
  clientSecret: string | null,
): SubscriptionDetail {
  const subscription = row?.subscription;
  const status = subscription?.status ?? null;
  const price = row?.price ?? null;
  const plan = row?.plan ?? null;
  return {
    status: status === null ? null : STATUSES.has(status) ? (status as NonNullable<SubscriptionDetail['status']>) : 'canceled',
    payment_status: subscription?.paymentStatus ?? null,
    plan: plan && status ? planOf(plan) : null,
    items: price && plan && status ? [itemOf(price, plan)] : [],
    trial_end: iso(subscription?.trialEnd ?? null),
    current_period_end: iso(subscription?.currentPeriodEnd ?? null),
    cancel_at: iso(subscription?.cancelAt ?? null),
    canceled_at: iso(subscription?.canceledAt ?? null),
    cancellation_reason: subscription?.cancellationReason ?? null,
    discount:
      subscription?.couponName && subscription.couponPercentOff
        ? { coupon: { name: subscription.couponName, percent_off: subscription.couponPercentOff } }
        : null,
    client_secret: clientSecret,
    stripe_publishable_key: provider.publishableKey,
    is_institutional_membership: subscription?.isInstitutionalMembership ?? false,
    provider: provider.name,
    scheduled_change:
      row?.scheduledPrice && row.scheduledPlan && status
        ? {
            plan: planOf(row.scheduledPlan),
            item: itemOf(row.scheduledPrice, row.scheduledPlan),
            effective_at: iso(subscription?.currentPeriodEnd ?? null),
          }
        : null,
  };
}
