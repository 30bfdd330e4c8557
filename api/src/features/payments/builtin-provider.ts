import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { builtinPaymentObjects } from '../../db/schema/index.ts';
import { CONFIRMATION_CARD, LATER_FAILING_CARD, checkCard, type Card } from './builtin-cards.ts';
import {
  BUILTIN_CHECKOUT_PATH,
  BUILTIN_CONFIRMATION_PATH,
  BUILTIN_PORTAL_PATH,
  newId,
  nowSeconds,
  type BuiltinCheckoutSession,
  type BuiltinCustomer,
  type BuiltinPaymentIntent,
  type BuiltinPortalSession,
  type BuiltinPortalSubscription,
  type BuiltinSchedule,
  type BuiltinSubscription,
  type Interval,
} from './builtin-objects.ts';
import { overduePaymentSession, paymentCheckoutSession, subscriptionCheckoutSession } from './builtin-checkout-sessions.ts';
import { builtinStore } from './builtin-store.ts';
import { afterCoupon, builtinSubscriptions } from './builtin-subscriptions.ts';
import {
  CHECKOUT_LIFETIME_SECONDS,
  type OneTimeCheckout,
  type PaymentsProvider,
  type PendingPayment,
  type ProviderEvent,
  type SubscriptionChange,
  type SubscriptionCheckout,
} from './provider.ts';

export type PayOutcome =
  | { paid: true; redirect: string }
  | { paid: false; message: string }
  /** The session closed (expired or cancelled) while the card was being checked: nothing was charged. */
  | { paid: false; closed: BuiltinCheckoutSession };

/**
 * A payment provider served by this server, for installs without a Stripe account: a checkout page where the buyer
 * enters a test card and confirms or cancels, subscriptions kept on its side in Stripe's shapes, and every outcome
 * delivered as a signed event to the webhook handler Stripe's events go to. It charges nothing.
 */
export function builtinProvider(db: Database, deliver: (payload: string, signature: string) => Promise<void>) {
  const store = builtinStore(db, deliver);
  const { load, save, emit, closeOpen } = store;
  const { startSubscription, endPeriod, settle, awaitConfirmation, waitingIntent, endIncomplete } = builtinSubscriptions(store);

  const provider = {
    name: 'builtin',
    publishableKey: null,

    async createSubscriptionCheckout(checkout: SubscriptionCheckout) {
      const session = subscriptionCheckoutSession(checkout);
      await save(session.id, 'checkout.session', session);
      // Relative to the site, like the return pages: the browser resolves it against the address it called.
      return { id: session.id, url: `${BUILTIN_CHECKOUT_PATH}${session.id}` };
    },

    // Its checkout charges the amount the server passes with each session, so a price here is only a fresh id.
    async createDonationPrice() {
      return { id: newId('price') };
    },

    async createPaymentCheckout(checkout: OneTimeCheckout) {
      const session = paymentCheckoutSession(checkout);
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
      const email = String((customer?.data as BuiltinCustomer | undefined)?.email ?? '');
      const session = overduePaymentSession(subscription, { id: customerId, email }, returnUrl);
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
      return store.verifyEvent(payload, signature);
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
