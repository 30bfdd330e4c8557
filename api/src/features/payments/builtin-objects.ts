import { randomBytes } from 'node:crypto';
import type { builtinPaymentObjects } from '../../db/schema/index.ts';

/*
 * The objects the built-in payment provider keeps, in the shapes Stripe gives its own, so the webhook handler reads
 * both alike; and the addresses of the pages it serves.
 */

/** Where the built-in checkout page of a session is served. */
export const BUILTIN_CHECKOUT_PATH = '/checkout/test/';
/** Where the built-in provider's billing portal is served: the member's test subscriptions and their test clock. */
export const BUILTIN_PORTAL_PATH = '/checkout/test/portal/';
/** Where the built-in provider asks the buyer to confirm a payment with their card, as a bank's confirmation step. */
export const BUILTIN_CONFIRMATION_PATH = '/checkout/test/confirm/';

export type BuiltinCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  client_reference_id: string;
  customer: string | null;
  customer_email: string;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  /** When it stops taking payment, in seconds since the epoch; sessions opened by older builds lack it. */
  expires_at?: number;
  /** When it was paid, cancelled or expired: at or after `expires_at`, it ran out of time. */
  closed_at?: number;
  metadata: Record<string, string>;
  line: {
    price: string;
    plan_name: string;
    tier: number;
    unit_amount: number;
    /** Null for a one-time payment. */
    interval: 'month' | 'year' | null;
    trial_days: number;
    coupon: { name: string; percent_off: number } | null;
  };
};

export type Interval = 'month' | 'year';

export type BuiltinSubscription = Record<string, unknown> & {
  id: string;
  status: string;
  items: { data: { id: string; price: { id: string; recurring?: { interval: Interval } }; current_period_end: number }[] };
  cancel_at_period_end: boolean;
  current_period_end: number;
  canceled_at: number | null;
  /** What each period costs, in cents after the coupon, as Stripe's plan amount. */
  plan?: { amount: number };
  /** The schedule of a change waiting for the period's end, as Stripe links one. */
  schedule?: string | null;
  /** The first payment while it waits for card confirmation. */
  pending_payment_intent?: string | null;
};

/** A change of price waiting for the end of a subscription's period. */
export type BuiltinSchedule = {
  id: string;
  object: 'subscription_schedule';
  subscription: string;
  status: 'active' | 'released' | 'completed';
  next_price: { id: string; interval: Interval; amount: number };
};

export type BuiltinCustomer = { id: string; object: 'customer'; email: string; card_fails?: boolean };

/** A visit of the billing portal, as Stripe opens one: whose subscriptions it shows and where it returns. */
export type BuiltinPortalSession = { id: string; object: 'billing_portal.session'; customer: string; return_url: string };

/** What the portal shows of a running test subscription. */
export type BuiltinPortalSubscription = { id: string; status: string; amount: number; interval: Interval; current_period_end: number };

/** A subscription's first payment waiting for the cardholder's confirmation, found by its secret as Stripe's is. */
export type BuiltinPaymentIntent = {
  id: string;
  object: 'payment_intent';
  status: 'requires_action' | 'succeeded' | 'canceled';
  client_secret: string;
  amount: number;
  description: string;
  /** The checkout it pays for, which stays open until then, and the subscription it starts. */
  checkout_session: string;
  subscription: string;
};

export type BuiltinKind = typeof builtinPaymentObjects.$inferSelect.kind;

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** When a period that starts at `from` ends, a calendar month or year later. */
export function periodEnd(from: number, interval: 'month' | 'year'): number {
  const date = new Date(from * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}
