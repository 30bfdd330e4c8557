import { newId, nowSeconds, type BuiltinCheckoutSession, type BuiltinSubscription } from './builtin-objects.ts';
import { CHECKOUT_LIFETIME_SECONDS, type OneTimeCheckout, type SubscriptionCheckout } from './provider.ts';

/*
 * The checkout sessions the built-in provider opens, in Stripe's shape: each open, unpaid, and taking payment until
 * its lifetime ends.
 */

type SessionFields = Omit<BuiltinCheckoutSession, 'id' | 'object' | 'status' | 'payment_status' | 'expires_at'>;

/** A new session: open and unpaid until its lifetime ends. */
function openSession(fields: SessionFields): BuiltinCheckoutSession {
  return {
    id: newId('cs'),
    object: 'checkout.session',
    status: 'open',
    payment_status: 'unpaid',
    expires_at: nowSeconds() + CHECKOUT_LIFETIME_SECONDS,
    ...fields,
  };
}

/** A member's checkout of a membership plan, with its trial and coupon. */
export function subscriptionCheckoutSession(checkout: SubscriptionCheckout): BuiltinCheckoutSession {
  return openSession({
    mode: 'subscription',
    client_reference_id: String(checkout.userId),
    customer: checkout.customerId,
    customer_email: checkout.email,
    subscription: null,
    success_url: checkout.successUrl,
    cancel_url: checkout.cancelUrl,
    metadata: { user_id: String(checkout.userId) },
    line: {
      price: checkout.price.providerPriceId,
      plan_name: checkout.price.planName,
      tier: checkout.price.tier,
      unit_amount: checkout.price.unitAmount,
      interval: checkout.price.interval,
      trial_days: checkout.price.trialDays,
      coupon: checkout.discount ? { name: checkout.discount.name, percent_off: checkout.discount.percentOff } : null,
    },
  });
}

/** A one-time payment: a paid circle's fee or a donation, for the group it names. */
export function paymentCheckoutSession(checkout: OneTimeCheckout): BuiltinCheckoutSession {
  return openSession({
    mode: 'payment',
    client_reference_id: String(checkout.userId),
    customer: checkout.customerId,
    customer_email: checkout.email,
    subscription: null,
    success_url: checkout.successUrl,
    cancel_url: checkout.cancelUrl,
    metadata: { user_id: String(checkout.userId), group_id: String(checkout.groupId), purpose: checkout.purpose },
    line: {
      price: checkout.providerPriceId ?? '',
      plan_name: checkout.name,
      tier: 0,
      unit_amount: checkout.amountCents,
      interval: null,
      trial_days: 0,
      coupon: null,
    },
  });
}

/** The payment of an overdue subscription's renewal, opened from the billing portal; paying it settles the subscription. */
export function overduePaymentSession(
  subscription: BuiltinSubscription,
  customer: { id: string; email: string },
  returnUrl: string,
): BuiltinCheckoutSession {
  return openSession({
    mode: 'payment',
    client_reference_id: String((subscription.metadata as Record<string, string> | undefined)?.user_id ?? ''),
    customer: customer.id,
    customer_email: customer.email,
    subscription: subscription.id,
    success_url: returnUrl,
    cancel_url: returnUrl,
    metadata: { settles: subscription.id },
    line: {
      price: subscription.items.data[0]!.price.id,
      plan_name: 'Overdue membership payment: enter a card to pay it',
      tier: 0,
      unit_amount: subscription.plan?.amount ?? 0,
      interval: null,
      trial_days: 0,
      coupon: null,
    },
  });
}
