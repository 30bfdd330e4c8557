import { z } from 'zod';

const seconds = z.number().int().nullish();
const id = z.string().min(1).max(255);
/** An expandable field: the id, or the object carrying it. */
const ref = z.union([id, z.object({ id })]).transform((value) => (typeof value === 'string' ? value : value.id));

const coupon = z.object({ name: z.string().max(255).nullish(), percent_off: z.number().min(0).max(100).nullish() });

/**
 * The fields of a provider subscription the server keeps. Read leniently: Stripe adds fields over API versions, and
 * moved the period end from the subscription onto its items, so both places are read.
 */
const SubscriptionObject = z.object({
  object: z.literal('subscription'),
  id,
  customer: ref,
  status: z.string().max(40),
  items: z.object({
    data: z
      .array(z.object({ price: z.object({ id }), current_period_end: seconds }))
      .min(1)
      .max(20),
  }),
  current_period_end: seconds,
  trial_end: seconds,
  cancel_at: seconds,
  canceled_at: seconds,
  cancel_at_period_end: z.boolean().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  discount: z.object({ coupon }).nullish(),
  discounts: z.array(z.union([id, z.object({ coupon })])).nullish(),
  schedule: ref.nullish(),
});

export type SubscriptionSnapshot = {
  id: string;
  customerId: string;
  status: string;
  providerPriceId: string;
  /** The member the subscription was opened for, from its metadata. */
  userId: number | null;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  canceledAt: Date | null;
  coupon: { name: string; percentOff: number } | null;
  /** The schedule of a change waiting for the period's end; null when none waits. */
  scheduleId: string | null;
};

const toDate = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

function userIdOf(metadata: Record<string, string> | null | undefined): number | null {
  const value = Number(metadata?.user_id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The subscription an object holds, or null when it is not one. */
export function readSubscription(object: unknown): SubscriptionSnapshot | null {
  const parsed = SubscriptionObject.safeParse(object);
  if (!parsed.success) return null;
  const sub = parsed.data;
  const item = sub.items.data[0]!;
  const couponOf = sub.discount?.coupon ?? sub.discounts?.map((entry) => (typeof entry === 'string' ? null : entry.coupon)).find(Boolean);
  const periodEnd = sub.current_period_end ?? item.current_period_end;
  return {
    id: sub.id,
    customerId: sub.customer,
    status: sub.status,
    providerPriceId: item.price.id,
    userId: userIdOf(sub.metadata),
    trialEnd: toDate(sub.trial_end),
    currentPeriodEnd: toDate(periodEnd),
    // A cancellation at period end is reported as a flag by some API versions and as cancel_at by others.
    cancelAt: toDate(sub.cancel_at) ?? (sub.cancel_at_period_end ? toDate(periodEnd) : null),
    canceledAt: toDate(sub.canceled_at),
    coupon: couponOf?.percent_off ? { name: couponOf.name ?? `${couponOf.percent_off}% off`, percentOff: couponOf.percent_off } : null,
    scheduleId: sub.schedule ?? null,
  };
}

const CheckoutSessionObject = z.object({
  object: z.literal('checkout.session'),
  id,
  mode: z.string().max(40).nullish(),
  customer: ref.nullish(),
  subscription: ref.nullish(),
  client_reference_id: z.string().max(40).nullish(),
  payment_status: z.string().max(40).nullish(),
  expires_at: seconds,
});

/** The checkout session an object holds, or null when it is not one. */
export function readCheckoutSession(object: unknown) {
  const parsed = CheckoutSessionObject.safeParse(object);
  if (!parsed.success) return null;
  return {
    id: parsed.data.id,
    customerId: parsed.data.customer ?? null,
    subscriptionId: parsed.data.subscription ?? null,
    // A payment by bank debit completes before the money arrives; it is paid once Stripe says so.
    paid: parsed.data.payment_status !== 'unpaid',
    /** When the checkout stops taking payment, in seconds since the epoch; null when the provider did not say. */
    expiresAt: parsed.data.expires_at ?? null,
  };
}
