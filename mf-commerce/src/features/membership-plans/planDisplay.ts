import type { PlanPrice, SubscriptionPlan } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';

export type BillingInterval = PlanPrice['recurring'];

/** Billing periods month and year, default year. */
export const DEFAULT_INTERVAL: BillingInterval = 'year';

export const INTERVAL_OPTIONS: { value: BillingInterval; label: string }[] = [
  { value: 'month', label: MESSAGES.membership.monthly },
  { value: 'year', label: MESSAGES.membership.yearly },
];

const INTERVAL_WORD: Record<BillingInterval, { unit: string; adverb: string }> = {
  month: { unit: 'month', adverb: 'monthly' },
  year: { unit: 'year', adverb: 'yearly' },
};

/** A plan without a name is shown as 'Tier {n}'. */
export function planTitle(plan: Pick<SubscriptionPlan, 'name' | 'subscription_tier'>): string {
  return plan.name?.trim() || MESSAGES.membership.unnamedPlan(plan.subscription_tier);
}

/** Tier 0 is free whatever prices it carries. */
export function isFreePlan(plan: Pick<SubscriptionPlan, 'subscription_tier'>): boolean {
  return plan.subscription_tier === 0;
}

export function priceFor(plan: Pick<SubscriptionPlan, 'prices'>, interval: BillingInterval): PlanPrice | undefined {
  return plan.prices.find((price) => price.recurring === interval);
}

/** Prices are in dollars; whole amounts drop the cents so '$120' does not read as '$120.00'. */
export function formatDollars(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

export type PriceLabel =
  | { kind: 'free'; text: string }
  | { kind: 'priced'; text: string; per: string; trial: string | null }
  | { kind: 'unavailable'; text: string };

/** What a plan card says about its price for the chosen billing period. */
export function priceLabel(plan: Pick<SubscriptionPlan, 'subscription_tier' | 'prices'>, interval: BillingInterval): PriceLabel {
  if (isFreePlan(plan)) return { kind: 'free', text: MESSAGES.membership.free };
  const price = priceFor(plan, interval);
  const words = INTERVAL_WORD[interval];
  if (!price) return { kind: 'unavailable', text: `Not offered ${words.adverb}` };
  return {
    kind: 'priced',
    text: formatDollars(price.price),
    per: `/ ${words.unit}`,
    trial: price.trial_days > 0 ? `${price.trial_days}-day free trial` : null,
  };
}

export type PlanAction = typeof MESSAGES.membership.upgrade | typeof MESSAGES.membership.downgrade | typeof MESSAGES.membership.continue;

/**
 * Derived by comparing tiers: a higher tier upgrades, a lower one
 * downgrades, the same plan or the free tier continues. Switch, Renew and the
 * institutional limits need the billing period of the subscription, which the
 * subscription details will bring.
 */
export function planAction(currentTier: number, planTier: number): PlanAction {
  if (planTier === 0 || planTier === currentTier) return MESSAGES.membership.continue;
  return planTier > currentTier ? MESSAGES.membership.upgrade : MESSAGES.membership.downgrade;
}

/** Cheapest tier first, the way the tiers build on each other. */
export function byTier(plans: SubscriptionPlan[]): SubscriptionPlan[] {
  return [...plans].sort((a, b) => a.subscription_tier - b.subscription_tier);
}
