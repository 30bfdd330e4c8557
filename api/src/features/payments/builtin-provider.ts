import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../../db/connection.ts';
import { builtinPaymentObjects } from '../../db/schema/index.ts';
import { chargedCents } from './builtin-checkout-page.ts';
import {
  CHECKOUT_LIFETIME_SECONDS,
  type OneTimeCheckout,
  type PaymentsProvider,
  type PendingPayment,
  type ProviderEvent,
  type SubscriptionChange,
  type SubscriptionCheckout,
} from './provider.ts';

/** Where the built-in checkout page of a session is served. */
export const BUILTIN_CHECKOUT_PATH = '/checkout/test/';
/** Where the built-in provider's billing portal is served: the member's test subscriptions and their test clock. */
export const BUILTIN_PORTAL_PATH = '/checkout/test/portal/';
/** Where the built-in provider asks the buyer to confirm a payment with their card, as a bank's confirmation step. */
export const BUILTIN_CONFIRMATION_PATH = '/checkout/test/confirm/';

/** The usual test card numbers: these succeed. */
const ACCEPTED_CARDS = new Set(['4242424242424242', '5555555555554444']);
/** As Stripe's test card of that number: it pays at checkout, but later charges of the saved card fail. */
const LATER_FAILING_CARD = '4000000000000341';
/**
 * As Stripe's test card of that number: every payment waits for the cardholder to confirm it. A subscription paid
 * with it starts incomplete, its payment pending, until the card is confirmed.
 */
const CONFIRMATION_CARD = '4000002760003184';
/** These are declined, each with the provider's reason. */
const DECLINED_CARDS = new Map([
  ['4000000000000002', 'Your card was declined.'],
  ['4000000000009995', 'Your card has insufficient funds.'],
]);

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

type Interval = 'month' | 'year';

type BuiltinSubscription = Record<string, unknown> & {
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
type BuiltinSchedule = {
  id: string;
  object: 'subscription_schedule';
  subscription: string;
  status: 'active' | 'released' | 'completed';
  next_price: { id: string; interval: Interval; amount: number };
};

type BuiltinCustomer = { id: string; object: 'customer'; email: string; card_fails?: boolean };

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

export type Card = { number: string; expiry: string; cvc: string };
export type PayOutcome =
  | { paid: true; redirect: string }
  | { paid: false; message: string }
  /** The session closed (expired or cancelled) while the card was being checked: nothing was charged. */
  | { paid: false; closed: BuiltinCheckoutSession };

type BuiltinKind = typeof builtinPaymentObjects.$inferSelect.kind;

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const expiresAt = () => nowSeconds() + CHECKOUT_LIFETIME_SECONDS;

function periodEnd(from: number, interval: 'month' | 'year'): number {
  const date = new Date(from * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** A refusal in the provider's words, or null when the card may be charged. */
export function checkCard(card: Card, now = new Date()): string | null {
  const number = card.number.replace(/[\s-]/g, '');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!/^\d{12,19}$/.test(number)) return 'Your card number is incomplete.';
  if (!expiry) return "Your card's expiration date is incomplete.";
  const [month, year] = [Number(expiry[1]), 2000 + Number(expiry[2])];
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return "Your card's expiration date is in the past.";
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return "Your card's security code is incomplete.";
  const declined = DECLINED_CARDS.get(number);
  if (declined) return declined;
  if (!ACCEPTED_CARDS.has(number) && number !== LATER_FAILING_CARD && number !== CONFIRMATION_CARD)
    return 'Use a test card, such as 4242 4242 4242 4242.';
  return null;
}

/**
 * A payment provider served by this server, for installs without a Stripe account: a checkout page where the buyer
 * enters a test card and confirms or cancels, subscriptions kept on its side in Stripe's shapes, and every outcome
 * delivered as a signed event to the webhook handler Stripe's events go to. It charges nothing.
 */
export function builtinProvider(db: Database, deliver: (payload: string, signature: string) => Promise<void>) {
  const secret = `whsec_${randomBytes(24).toString('hex')}`;

  async function load<T>(id: string, kind: BuiltinKind): Promise<T | null> {
    const [row] = await db.select().from(builtinPaymentObjects).where(eq(builtinPaymentObjects.id, id));
    return row && row.kind === kind ? (row.data as T) : null;
  }
  async function save(id: string, kind: BuiltinKind, data: object) {
    const values = { id, kind, data: data as Record<string, unknown> };
    await db
      .insert(builtinPaymentObjects)
      .values(values)
      .onConflictDoUpdate({ target: builtinPaymentObjects.id, set: { data: values.data } });
  }
  async function emit(type: string, object: object, created = nowSeconds()) {
    const event: ProviderEvent = { id: newId('evt'), type, created, data: { object } };
    const payload = JSON.stringify({ ...event, object: 'event', livemode: false });
    await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
  }

  /**
   * Moves an open session to how it ended, only if it is still open: a payment, a cancel and the expiry may race, and
   * whichever comes first is the one that happened. Answers whether this call closed it.
   */
  async function closeOpen(closed: BuiltinCheckoutSession): Promise<boolean> {
    const rows = await db
      .update(builtinPaymentObjects)
      .set({ data: closed as unknown as Record<string, unknown> })
      .where(
        and(
          eq(builtinPaymentObjects.id, closed.id),
          eq(builtinPaymentObjects.kind, 'checkout.session'),
          sql`${builtinPaymentObjects.data}->>'status' = 'open'`,
        ),
      )
      .returning({ id: builtinPaymentObjects.id });
    return rows.length > 0;
  }

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

  /** A price's amount for a subscription, less the coupon it carries. */
  function afterCoupon(subscription: BuiltinSubscription, unitAmount: number): number {
    const coupon = (subscription.discount as { coupon?: { percent_off?: number } } | null | undefined)?.coupon;
    return Math.round((unitAmount * (100 - (coupon?.percent_off ?? 0))) / 100);
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

  const provider = {
    name: 'builtin',
    publishableKey: null,

    async createSubscriptionCheckout(checkout: SubscriptionCheckout) {
      const session: BuiltinCheckoutSession = {
        id: newId('cs'),
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: String(checkout.userId),
        customer: checkout.customerId,
        customer_email: checkout.email,
        subscription: null,
        success_url: checkout.successUrl,
        cancel_url: checkout.cancelUrl,
        expires_at: expiresAt(),
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
      };
      await save(session.id, 'checkout.session', session);
      // Relative to the site, like the return pages: the browser resolves it against the address it called.
      return { id: session.id, url: `${BUILTIN_CHECKOUT_PATH}${session.id}` };
    },

    // Its checkout charges the amount the server passes with each session, so a price here is only a fresh id.
    async createDonationPrice() {
      return { id: newId('price') };
    },

    async createPaymentCheckout(checkout: OneTimeCheckout) {
      const session: BuiltinCheckoutSession = {
        id: newId('cs'),
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: String(checkout.userId),
        customer: checkout.customerId,
        customer_email: checkout.email,
        subscription: null,
        success_url: checkout.successUrl,
        cancel_url: checkout.cancelUrl,
        expires_at: expiresAt(),
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
      };
      await save(session.id, 'checkout.session', session);
      return { id: session.id, url: `${BUILTIN_CHECKOUT_PATH}${session.id}` };
    },

    async changeSubscription(subscriptionId: string, change: SubscriptionChange) {
      const subscription = await load<BuiltinSubscription>(subscriptionId, 'subscription');
      if (!subscription) throw new Error(`No built-in subscription ${subscriptionId}`);
      const now = nowSeconds();
      if (change.kind === 'price') {
        subscription.items.data[0]!.price = { id: change.providerPriceId, recurring: { interval: change.interval } };
        subscription.plan = { amount: afterCoupon(subscription, change.unitAmount) };
        subscription.cancel_at_period_end = false;
        subscription.cancel_at = null;
      } else if (change.kind === 'resume') {
        subscription.cancel_at_period_end = false;
        subscription.cancel_at = null;
      } else if (change.atPeriodEnd) {
        subscription.cancel_at_period_end = true;
        subscription.cancel_at = subscription.current_period_end;
      } else {
        subscription.status = 'canceled';
        subscription.canceled_at = now;
        subscription.cancel_at = now;
      }
      await save(subscription.id, 'subscription', subscription);
      await emit(subscription.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated', subscription);
      return subscription;
    },

    async scheduleChange(subscriptionId: string, next: { providerPriceId: string; interval: Interval; unitAmount: number }) {
      const subscription = await load<BuiltinSubscription>(subscriptionId, 'subscription');
      if (!subscription) throw new Error(`No built-in subscription ${subscriptionId}`);
      const scheduleId = subscription.schedule ?? newId('sub_sched');
      const schedule: BuiltinSchedule = {
        id: scheduleId,
        object: 'subscription_schedule',
        subscription: subscription.id,
        status: 'active',
        next_price: { id: next.providerPriceId, interval: next.interval, amount: afterCoupon(subscription, next.unitAmount) },
      };
      await save(schedule.id, 'subscription_schedule', schedule);
      subscription.schedule = schedule.id;
      await save(subscription.id, 'subscription', subscription);
      await emit('customer.subscription.updated', subscription);
      return { scheduleId: schedule.id };
    },

    async releaseSchedule(scheduleId: string) {
      const schedule = await load<BuiltinSchedule>(scheduleId, 'subscription_schedule');
      if (!schedule || schedule.status !== 'active') return;
      await save(schedule.id, 'subscription_schedule', { ...schedule, status: 'released' });
      const subscription = await load<BuiltinSubscription>(schedule.subscription, 'subscription');
      if (!subscription || subscription.schedule !== schedule.id) return;
      subscription.schedule = null;
      await save(subscription.id, 'subscription', subscription);
      await emit('customer.subscription.updated', subscription);
    },

    /**
     * Ends every period that is over by `now`, as a provider's billing does: a subscription set to cancel ends, a
     * scheduled change takes its new price, and every other one is charged for its next period. Each outcome is
     * delivered as the provider's events. Answers how many subscriptions it moved on.
     */
    async renewDue(now = nowSeconds()): Promise<number> {
      const due = await db
        .select()
        .from(builtinPaymentObjects)
        .where(
          and(
            eq(builtinPaymentObjects.kind, 'subscription'),
            sql`${builtinPaymentObjects.data}->>'status' in ('active', 'trialing')`,
            sql`(${builtinPaymentObjects.data}->>'current_period_end')::bigint <= ${now}`,
          ),
        );
      for (const row of due) await endPeriod(row.data as BuiltinSubscription);
      return due.length;
    },

    async createPortalSession(customerId: string, returnUrl: string) {
      const [overdue] = await db
        .select()
        .from(builtinPaymentObjects)
        .where(
          and(
            eq(builtinPaymentObjects.kind, 'subscription'),
            sql`${builtinPaymentObjects.data}->>'customer' = ${customerId}`,
            sql`${builtinPaymentObjects.data}->>'status' = 'past_due'`,
          ),
        )
        .limit(1);
      // With nothing overdue, the portal shows the test subscriptions with their test clock.
      if (!overdue) {
        const portal: BuiltinPortalSession = {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: customerId,
          return_url: returnUrl,
        };
        await save(portal.id, 'billing_portal.session', portal);
        return `${BUILTIN_PORTAL_PATH}${portal.id}`;
      }
      const subscription = overdue.data as BuiltinSubscription;
      const [customer] = await db.select().from(builtinPaymentObjects).where(eq(builtinPaymentObjects.id, customerId));
      const session: BuiltinCheckoutSession = {
        id: newId('cs'),
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: String((subscription.metadata as Record<string, string> | undefined)?.user_id ?? ''),
        customer: customerId,
        customer_email: String((customer?.data as BuiltinCustomer | undefined)?.email ?? ''),
        subscription: subscription.id,
        success_url: returnUrl,
        cancel_url: returnUrl,
        expires_at: expiresAt(),
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
      };
      await save(session.id, 'checkout.session', session);
      return `${BUILTIN_CHECKOUT_PATH}${session.id}`;
    },

    async pendingPayment(subscriptionId: string): Promise<PendingPayment | null> {
      const intent = await waitingIntent(subscriptionId);
      return intent ? { clientSecret: intent.client_secret, confirmUrl: `${BUILTIN_CONFIRMATION_PATH}${intent.id}` } : null;
    },

    /** A payment waiting for confirmation, with the checkout it pays for, or null for an unknown id. */
    async confirmation(intentId: string) {
      const intent = await load<BuiltinPaymentIntent>(intentId, 'payment_intent');
      const session = intent && (await load<BuiltinCheckoutSession>(intent.checkout_session, 'checkout.session'));
      return intent && session ? { intent, session } : null;
    },

    /**
     * The cardholder confirms the payment: it succeeds, the checkout completes and the subscription runs, each
     * reported as Stripe reports them. Answers where the buyer goes next, or null when nothing waits any more.
     */
    async confirm(intent: BuiltinPaymentIntent): Promise<string | null> {
      const [session, subscription] = await Promise.all([
        load<BuiltinCheckoutSession>(intent.checkout_session, 'checkout.session'),
        load<BuiltinSubscription>(intent.subscription, 'subscription'),
      ]);
      if (!session || !subscription || intent.status !== 'requires_action') return null;
      const paid: BuiltinCheckoutSession = { ...session, status: 'complete', payment_status: 'paid', closed_at: nowSeconds() };
      if (!(await closeOpen(paid))) return null;
      await save(intent.id, 'payment_intent', { ...intent, status: 'succeeded' });
      const running: BuiltinSubscription = {
        ...subscription,
        status: subscription.trial_end ? 'trialing' : 'active',
        pending_payment_intent: null,
      };
      await save(running.id, 'subscription', running);
      await emit('checkout.session.completed', paid);
      await emit('customer.subscription.updated', running);
      await emit('invoice.paid', { object: 'invoice', id: newId('in'), customer: running.customer, subscription: running.id });
      return session.success_url;
    },

    /** A portal visit with the customer's running subscriptions, or null for an unknown id. */
    async portal(portalId: string) {
      const portal = await load<BuiltinPortalSession>(portalId, 'billing_portal.session');
      if (!portal) return null;
      const rows = await db
        .select()
        .from(builtinPaymentObjects)
        .where(
          and(
            eq(builtinPaymentObjects.kind, 'subscription'),
            sql`${builtinPaymentObjects.data}->>'customer' = ${portal.customer}`,
            sql`${builtinPaymentObjects.data}->>'status' in ('active', 'trialing')`,
          ),
        );
      const subscriptions = rows.map(({ data }) => {
        const subscription = data as BuiltinSubscription;
        return {
          id: subscription.id,
          status: subscription.status,
          amount: subscription.plan?.amount ?? 0,
          interval: subscription.items.data[0]!.price.recurring?.interval ?? 'month',
          current_period_end: subscription.current_period_end,
        } satisfies BuiltinPortalSubscription;
      });
      return { portal, subscriptions };
    },

    /**
     * The portal's test clock, as Stripe's test clocks move a test customer's time: the subscription's paid period
     * ends now, and it is renewed, changed or ended exactly as the billing run would at its end (a renewal the saved
     * card cannot pay goes past due). Only the portal customer's own running subscription. Answers whether it did.
     */
    async endPeriodNow(portal: BuiltinPortalSession, subscriptionId: string): Promise<boolean> {
      const subscription = await load<BuiltinSubscription>(subscriptionId, 'subscription');
      if (!subscription || subscription.customer !== portal.customer || !['active', 'trialing'].includes(subscription.status)) return false;
      await endPeriod(subscription);
      return true;
    },

    verifyEvent(payload: string, signature: string): ProviderEvent {
      return Stripe.webhooks.constructEvent(payload, signature, secret) as unknown as ProviderEvent;
    },

    /** The open or finished checkout session of a page, or null for an unknown id. */
    session: (id: string) => load<BuiltinCheckoutSession>(id, 'checkout.session'),

    /** Charges a test card for an open session: on success the subscription starts and its events are delivered. */
    async pay(session: BuiltinCheckoutSession, card: Card): Promise<PayOutcome> {
      const refusal = checkCard(card);
      if (refusal) return { paid: false, message: refusal };
      // A subscription already waiting for this checkout's confirmation is confirmed, never started twice.
      const waiting = session.subscription ? await waitingIntent(session.subscription) : null;
      if (waiting) return { paid: true, redirect: `${BUILTIN_CONFIRMATION_PATH}${waiting.id}` };
      if (card.number.replace(/[\s-]/g, '') === CONFIRMATION_CARD && session.mode === 'subscription') {
        return { paid: true, redirect: await awaitConfirmation(session) };
      }
      const customer = session.customer ?? newId('cus');
      const paid: BuiltinCheckoutSession = { ...session, customer, status: 'complete', payment_status: 'paid', closed_at: nowSeconds() };
      if (!(await closeOpen(paid)))
        return { paid: false, closed: (await load<BuiltinCheckoutSession>(session.id, 'checkout.session')) ?? session };
      // The card paid with becomes the customer's saved card, for later charges.
      const saved: BuiltinCustomer = {
        id: customer,
        object: 'customer',
        email: session.customer_email,
        card_fails: card.number.replace(/[\s-]/g, '') === LATER_FAILING_CARD,
      };
      await save(customer, 'customer', saved);
      if (session.mode === 'payment') {
        await emit('checkout.session.completed', paid);
        if (session.metadata.settles) await settle(session.metadata.settles);
        return { paid: true, redirect: session.success_url };
      }
      const subscription = await startSubscription(paid);
      const completed: BuiltinCheckoutSession = { ...paid, subscription: subscription.id };
      await save(session.id, 'checkout.session', completed);
      await emit('checkout.session.completed', completed);
      await emit('customer.subscription.created', subscription);
      await emit('invoice.paid', { object: 'invoice', id: newId('in'), customer, subscription: subscription.id });
      return { paid: true, redirect: session.success_url };
    },

    /** Closes an open session the buyer left: no subscription starts, and the server hears of it. */
    async abandon(session: BuiltinCheckoutSession): Promise<string> {
      const closedAt = nowSeconds();
      const expired: BuiltinCheckoutSession = { ...session, status: 'expired', closed_at: closedAt };
      if (await closeOpen(expired)) {
        await emit('checkout.session.expired', expired, closedAt);
        await endIncomplete(expired);
      }
      return session.cancel_url;
    },

    /**
     * Expires every session still open at the end of its lifetime, as Stripe does with its own: nothing can be paid
     * on it any more, and the server hears of it as the provider's expiry event, stamped `now`. A session of an older
     * build without `expires_at` lives as long from when it was stored. Answers how many it expired.
     */
    async expireOpenCheckouts(now = nowSeconds()): Promise<number> {
      const due = await db
        .select()
        .from(builtinPaymentObjects)
        .where(
          and(
            eq(builtinPaymentObjects.kind, 'checkout.session'),
            sql`${builtinPaymentObjects.data}->>'status' = 'open'`,
            sql`coalesce((${builtinPaymentObjects.data}->>'expires_at')::bigint, extract(epoch from ${builtinPaymentObjects.createdAt})::bigint + ${CHECKOUT_LIFETIME_SECONDS}) <= ${now}`,
          ),
        );
      let expired = 0;
      for (const row of due) {
        const session = row.data as BuiltinCheckoutSession;
        const lifetimeEnd = session.expires_at ?? Math.floor(row.createdAt.getTime() / 1000) + CHECKOUT_LIFETIME_SECONDS;
        const ended: BuiltinCheckoutSession = { ...session, status: 'expired', expires_at: lifetimeEnd, closed_at: now };
        if (!(await closeOpen(ended))) continue;
        await emit('checkout.session.expired', ended, now);
        await endIncomplete(ended);
        expired += 1;
      }
      return expired;
    },
  } satisfies PaymentsProvider & Record<string, unknown>;
  return provider;
}

export type BuiltinProvider = ReturnType<typeof builtinProvider>;
