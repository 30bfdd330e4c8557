import { randomBytes } from 'node:crypto';
import { chargedCents } from './builtin-checkout-page.ts';
import {
  BUILTIN_CONFIRMATION_PATH,
  newId,
  nowSeconds,
  periodEnd,
  type BuiltinCheckoutSession,
  type BuiltinCustomer,
  type BuiltinPaymentIntent,
  type BuiltinSchedule,
  type BuiltinSubscription,
} from './builtin-objects.ts';
import type { BuiltinStore } from './builtin-store.ts';

/** A price's amount for a subscription, less the coupon it carries. */
export function afterCoupon(subscription: BuiltinSubscription, unitAmount: number): number {
  const coupon = (subscription.discount as { coupon?: { percent_off?: number } } | null | undefined)?.coupon;
  return Math.round((unitAmount * (100 - (coupon?.percent_off ?? 0))) / 100);
}

/**
 * The built-in provider's billing of subscriptions, as Stripe bills them: a subscription starts (running, in trial, or
 * waiting for the card's confirmation), each period ends in a renewal, a scheduled change, a cancellation or a failed
 * charge, and an overdue one runs again once paid. Every step is saved and reported through the store.
 */
export function builtinSubscriptions({ load, save, emit }: BuiltinStore) {
  async function startSubscription(session: BuiltinCheckoutSession, status?: 'incomplete'): Promise<BuiltinSubscription> {
    const now = nowSeconds();
    const { line } = session;
    const trialEnd = line.trial_days > 0 ? now + line.trial_days * 24 * 60 * 60 : null;
    const end = trialEnd ?? periodEnd(now, line.interval ?? 'month');
    const subscription: BuiltinSubscription = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: status ?? (trialEnd ? 'trialing' : 'active'),
      items: {
        data: [{ id: newId('si'), price: { id: line.price, recurring: { interval: line.interval ?? 'month' } }, current_period_end: end }],
      },
      current_period_end: end,
      trial_end: trialEnd,
      cancel_at: null,
      canceled_at: null,
      cancel_at_period_end: false,
      schedule: null,
      plan: { amount: chargedCents(line) },
      metadata: session.metadata,
      discount: line.coupon ? { coupon: line.coupon } : null,
    };
    await save(subscription.id, 'subscription', subscription);
    return subscription;
  }

  async function endPeriod(subscription: BuiltinSubscription) {
    const end = subscription.current_period_end;
    if (subscription.cancel_at_period_end) {
      const ended = { ...subscription, status: 'canceled', canceled_at: end, cancel_at: end };
      await save(ended.id, 'subscription', ended);
      await emit('customer.subscription.deleted', ended);
      return;
    }
    const customer = typeof subscription.customer === 'string' ? await load<BuiltinCustomer>(subscription.customer, 'customer') : null;
    if (customer?.card_fails) {
      // The renewal's charge fails: access stays while the payment is past due, until the member pays it.
      const overdue = { ...subscription, status: 'past_due' };
      await save(overdue.id, 'subscription', overdue);
      await emit('customer.subscription.updated', overdue);
      await emit('invoice.payment_failed', {
        object: 'invoice',
        id: newId('in'),
        customer: subscription.customer,
        subscription: overdue.id,
      });
      return;
    }
    const item = subscription.items.data[0]!;
    const schedule = subscription.schedule ? await load<BuiltinSchedule>(subscription.schedule, 'subscription_schedule') : null;
    const price =
      schedule?.status === 'active'
        ? { id: schedule.next_price.id, recurring: { interval: schedule.next_price.interval } }
        : { id: item.price.id, recurring: { interval: item.price.recurring?.interval ?? 'month' } };
    if (schedule?.status === 'active') await save(schedule.id, 'subscription_schedule', { ...schedule, status: 'completed' });
    const nextEnd = periodEnd(end, price.recurring.interval);
    const renewed: BuiltinSubscription = {
      ...subscription,
      status: 'active',
      schedule: null,
      ...(schedule?.status === 'active' ? { plan: { amount: schedule.next_price.amount } } : {}),
      current_period_end: nextEnd,
      items: { data: [{ ...item, price, current_period_end: nextEnd }] },
    };
    await save(renewed.id, 'subscription', renewed);
    await emit('customer.subscription.updated', renewed);
    await emit('invoice.paid', { object: 'invoice', id: newId('in'), customer: renewed.customer, subscription: renewed.id });
  }

  /** An overdue subscription paid: it runs again for the period it was renewing. */
  async function settle(subscriptionId: string) {
    const subscription = await load<BuiltinSubscription>(subscriptionId, 'subscription');
    if (!subscription || subscription.status !== 'past_due') return;
    const item = subscription.items.data[0]!;
    const nextEnd = periodEnd(subscription.current_period_end, item.price.recurring?.interval ?? 'month');
    const settled: BuiltinSubscription = {
      ...subscription,
      status: 'active',
      current_period_end: nextEnd,
      items: { data: [{ ...item, current_period_end: nextEnd }] },
    };
    await save(settled.id, 'subscription', settled);
    await emit('customer.subscription.updated', settled);
    await emit('invoice.paid', { object: 'invoice', id: newId('in'), customer: settled.customer, subscription: settled.id });
  }

  /**
   * A subscription paid with a card that must be confirmed first, as Stripe Checkout does with such a card: the
   * subscription starts incomplete (reported at once, so the member's payment shows as pending), the checkout stays
   * open, and the buyer goes to the confirmation page. Answers its address.
   */
  async function awaitConfirmation(session: BuiltinCheckoutSession): Promise<string> {
    const customer = session.customer ?? newId('cus');
    await save(customer, 'customer', { id: customer, object: 'customer', email: session.customer_email } satisfies BuiltinCustomer);
    const intentId = newId('pi');
    const subscription = await startSubscription({ ...session, customer }, 'incomplete');
    subscription.pending_payment_intent = intentId;
    await save(subscription.id, 'subscription', subscription);
    const intent: BuiltinPaymentIntent = {
      id: intentId,
      object: 'payment_intent',
      status: 'requires_action',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      amount: chargedCents(session.line),
      description: `${session.line.plan_name} membership`,
      checkout_session: session.id,
      subscription: subscription.id,
    };
    await save(intent.id, 'payment_intent', intent);
    await save(session.id, 'checkout.session', { ...session, customer, subscription: subscription.id });
    await emit('customer.subscription.created', subscription);
    return `${BUILTIN_CONFIRMATION_PATH}${intent.id}`;
  }

  /** The payment waiting for confirmation of a subscription, or null when none waits. */
  async function waitingIntent(subscriptionId: string): Promise<BuiltinPaymentIntent | null> {
    const subscription = await load<BuiltinSubscription>(subscriptionId, 'subscription');
    if (subscription?.status !== 'incomplete' || !subscription.pending_payment_intent) return null;
    const intent = await load<BuiltinPaymentIntent>(subscription.pending_payment_intent, 'payment_intent');
    return intent?.status === 'requires_action' ? intent : null;
  }

  /** A checkout given up with its subscription still waiting for confirmation: the subscription ends unpaid. */
  async function endIncomplete(session: BuiltinCheckoutSession) {
    if (!session.subscription) return;
    const intent = await waitingIntent(session.subscription);
    if (!intent) return;
    await save(intent.id, 'payment_intent', { ...intent, status: 'canceled' });
    const subscription = (await load<BuiltinSubscription>(session.subscription, 'subscription'))!;
    const ended = { ...subscription, status: 'incomplete_expired', pending_payment_intent: null };
    await save(ended.id, 'subscription', ended);
    await emit('customer.subscription.updated', ended);
  }

  return { startSubscription, endPeriod, settle, awaitConfirmation, waitingIntent, endIncomplete };
}
