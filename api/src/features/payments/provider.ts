/** The payment providers a server can run with. */
export type ProviderName = 'stripe' | 'builtin';

/**
 * How long a checkout stays open for the buyer: Stripe's default lifetime of a Checkout Session, kept by the built-in
 * checkout too. A checkout neither paid nor cancelled by then expires, and the provider reports it.
 */
export const CHECKOUT_LIFETIME_SECONDS = 24 * 60 * 60;

/** A subscription checkout as the server priced it: nothing in it comes from the buyer's browser. */
export type SubscriptionCheckout = {
  userId: number;
  email: string;
  /** The provider's customer from an earlier subscription, so a returning member keeps their saved card. */
  customerId: string | null;
  price: {
    providerPriceId: string;
    /** US cents per period before the discount. */
    unitAmount: number;
    interval: 'month' | 'year';
    trialDays: number;
    tier: number;
    planName: string;
  };
  /** The declared discounts summed and capped at 100 percent; null without any. */
  discount: { name: string; percentOff: number } | null;
  successUrl: string;
  cancelUrl: string;
};

/** A one-time payment, for a paid circle or event or a donation to an organization, priced by the server. */
export type OneTimeCheckout = {
  purpose: 'circle_payment' | 'donation';
  userId: number;
  /** Where the provider sends the receipt. */
  email: string;
  customerId: string | null;
  /** The circle or event paid for, or the organization donated to. */
  groupId: number;
  /** The provider's own price for this amount, charged instead of an amount given inline; null when it has none. */
  providerPriceId: string | null;
  /** What the buyer sees they pay for. */
  name: string;
  /** US cents, after the discounts. */
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
};

/** A change of a running subscription. */
export type SubscriptionChange =
  | { kind: 'price'; providerPriceId: string; interval: 'month' | 'year'; unitAmount: number }
  | { kind: 'cancel'; reason: string; atPeriodEnd: boolean }
  | { kind: 'resume' };

/**
 * A subscription's payment waiting for the cardholder to confirm it: the secret a browser confirms it with through
 * the provider's script, and the provider's own page where the member confirms it.
 */
export type PendingPayment = { clientSecret: string; confirmUrl: string };

/** A provider's event, as verified from its signed delivery. */
export type ProviderEvent = { id: string; type: string; created: number; data: { object: unknown } };

/**
 * What the server asks of a payment provider. Stripe and the built-in test checkout both answer in Stripe's
 * shapes and report outcomes as signed events to the same webhook handler, so the rest of the server cannot tell
 * them apart.
 */
export interface PaymentsProvider {
  readonly name: ProviderName;
  /** The key a browser needs for card confirmation; null for the built-in checkout. */
  readonly publishableKey: string | null;
  /** Opens a checkout; answers its id and the address the buyer goes to. */
  createSubscriptionCheckout(checkout: SubscriptionCheckout): Promise<{ id: string; url: string }>;
  /**
   * Makes the provider's price of an organization's donation: a one-time amount under the donation's name. Prices
   * never change, so a new amount or name gets a new price and donors holding the old id are refused.
   */
  createDonationPrice(donation: { groupId: number; name: string; amountCents: number }): Promise<{ id: string }>;
  /** Opens a checkout for a one-time payment; answers its id and the address the buyer goes to. */
  createPaymentCheckout(checkout: OneTimeCheckout): Promise<{ id: string; url: string }>;
  /** Applies the change and answers the subscription object as it now stands. */
  changeSubscription(subscriptionId: string, change: SubscriptionChange): Promise<unknown>;
  /**
   * Moves the subscription to another price when its paid period ends, not before; answers the schedule that will.
   * The provider reports the move as a subscription event at that time.
   */
  scheduleChange(
    subscriptionId: string,
    next: { providerPriceId: string; interval: 'month' | 'year'; unitAmount: number },
  ): Promise<{ scheduleId: string }>;
  /** Drops a scheduled change: the subscription keeps running on its price. */
  releaseSchedule(scheduleId: string): Promise<void>;
  /** The payment of a subscription waiting for card confirmation (its payment pending), or null when none waits. */
  pendingPayment(subscriptionId: string): Promise<PendingPayment | null>;
  /** The address of the billing portal for a customer. */
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  /** The event of a delivery, or throws when its signature does not match. */
  verifyEvent(payload: string, signature: string): ProviderEvent;
}
