import type { MembershipStanding, SubscriptionDetail } from '@trellis/contracts';

/** A subscription that still runs (possibly set to end): it is changed, not bought again. */
export function isRunning(detail: SubscriptionDetail | undefined): boolean {
  return Boolean(detail?.status && detail.status !== 'canceled' && detail.status !== 'incomplete');
}

/** Where the member stands for the plan actions: the running subscription, else the tier the identity holds. */
export function standingOf(detail: SubscriptionDetail | undefined, identityTier: number): MembershipStanding {
  if (!detail || !isRunning(detail)) {
    return { tier: identityTier, interval: null, cancelled: false, institutional: detail?.is_institutional_membership ?? false };
  }
  return {
    tier: detail.plan?.subscription_tier ?? identityTier,
    interval: detail.items[0]?.price.recurring.interval ?? null,
    cancelled: detail.cancel_at !== null,
    institutional: detail.is_institutional_membership,
  };
}

/** Billing amounts: the unit amount in cents divided by 100, a percent discount applied, to two decimals. */
export function billedAmount(unitAmountCents: number, percentOff = 0): string {
  const dollars = (unitAmountCents / 100) * (1 - Math.min(100, Math.max(0, percentOff)) / 100);
  return `$${dollars.toFixed(2)}`;
}

/** A date of the billing card, as a reader says it. */
export function billingDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

/** A price after the declared discounts, in dollars, or null when none applies. */
export function discountedPrice(price: number, percentOff: number): number | null {
  if (percentOff <= 0) return null;
  return Math.round(price * (100 - Math.min(100, percentOff))) / 100;
}
