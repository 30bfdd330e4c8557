import { eq } from 'drizzle-orm';
import type { SubscriptionDetail } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { subscriptionPlans, subscriptionPrices, userSubscriptions } from '../../db/schema/index.ts';
import type { PaymentsProvider } from './provider.ts';

const STATUSES = new Set(['trialing', 'active', 'past_due', 'incomplete', 'canceled']);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A member's subscription with its price and plan, in one statement. */
export async function readSubscriptionRow(db: Database, userId: number) {
  const [row] = await db
    .select({ subscription: userSubscriptions, price: subscriptionPrices, plan: subscriptionPlans })
    .from(userSubscriptions)
    .leftJoin(subscriptionPrices, eq(subscriptionPrices.id, userSubscriptions.priceId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPrices.planId))
    .where(eq(userSubscriptions.userId, userId));
  return row ?? null;
}

export type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof readSubscriptionRow>>>;

/** The billing card's subscription, in the provider's shapes (unit amounts in cents). */
export function subscriptionDetailJson(row: SubscriptionRow | null, provider: PaymentsProvider): SubscriptionDetail {
  const subscription = row?.subscription;
  const status = subscription?.status ?? null;
  const { price, plan } = row ?? { price: null, plan: null };
  return {
    status: status === null ? null : STATUSES.has(status) ? (status as NonNullable<SubscriptionDetail['status']>) : 'canceled',
    payment_status: subscription?.paymentStatus ?? null,
    plan: plan && status ? { id: plan.id, name: plan.name, subscription_tier: plan.subscriptionTier } : null,
    items:
      price && plan && status
        ? [
            {
              price: {
                id: price.id,
                unit_amount: price.unitAmount,
                recurring: { interval: price.recurring },
                metadata: { subscription_tier: plan.subscriptionTier },
              },
            },
          ]
        : [],
    trial_end: iso(subscription?.trialEnd ?? null),
    current_period_end: iso(subscription?.currentPeriodEnd ?? null),
    cancel_at: iso(subscription?.cancelAt ?? null),
    canceled_at: iso(subscription?.canceledAt ?? null),
    cancellation_reason: subscription?.cancellationReason ?? null,
    discount:
      subscription?.couponName && subscription.couponPercentOff
        ? { coupon: { name: subscription.couponName, percent_off: subscription.couponPercentOff } }
        : null,
    client_secret: null,
    stripe_publishable_key: provider.publishableKey,
    is_institutional_membership: subscription?.isInstitutionalMembership ?? false,
    provider: provider.name,
  };
}
