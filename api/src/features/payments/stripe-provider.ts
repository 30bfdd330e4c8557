import Stripe from 'stripe';
import type { PaymentSettings } from './payment-settings.ts';
import type { OneTimeCheckout, PaymentsProvider, ProviderEvent, SubscriptionChange, SubscriptionCheckout } from './provider.ts';

type StripeSettings = Extract<PaymentSettings, { provider: 'stripe' }>;

/** The client's connection: Stripe's API, or the address of a stand-in when one is configured. */
function connection(apiUrl: string | null): Stripe.StripeConfig {
  if (!apiUrl) return { maxNetworkRetries: 2 };
  const url = new URL(apiUrl);
  return {
    maxNetworkRetries: 0,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}

/** Stripe Checkout for subscriptions, the customer portal, and events verified with the endpoint's signing secret. */
export function stripeProvider(settings: StripeSettings): PaymentsProvider {
  const stripe = new Stripe(settings.secretKey, { ...connection(settings.apiUrl), telemetry: false });

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createSubscriptionCheckout(checkout: SubscriptionCheckout) {
      const metadata = { user_id: String(checkout.userId) };
      // The discount is the server's sum of the declared ones, so it becomes one coupon of exactly that percent.
      const coupon = checkout.discount
        ? await stripe.coupons.create({ percent_off: checkout.discount.percentOff, duration: 'forever', name: checkout.discount.name })
        : null;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: checkout.price.providerPriceId, quantity: 1 }],
        ...(checkout.customerId ? { customer: checkout.customerId } : { customer_email: checkout.email }),
        client_reference_id: String(checkout.userId),
        success_url: checkout.successUrl,
        cancel_url: checkout.cancelUrl,
        metadata,
        subscription_data: { metadata, ...(checkout.price.trialDays > 0 ? { trial_period_days: checkout.price.trialDays } : {}) },
        ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without its address');
      return { id: session.id, url: session.url };
    },

    async createDonationPrice(donation: { groupId: number; name: string; amountCents: number }) {
      const price = await stripe.prices.create({
        currency: 'usd',
        unit_amount: donation.amountCents,
        product_data: { name: donation.name },
        metadata: { group_id: String(donation.groupId), purpose: 'donation' },
      });
      return { id: price.id };
    },

    async createPaymentCheckout(checkout: OneTimeCheckout) {
      const metadata = { user_id: String(checkout.userId), group_id: String(checkout.groupId), purpose: checkout.purpose };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          checkout.providerPriceId
            ? { quantity: 1, price: checkout.providerPriceId }
            : { quantity: 1, price_data: { currency: 'usd', unit_amount: checkout.amountCents, product_data: { name: checkout.name } } },
        ],
        ...(checkout.customerId ? { customer: checkout.customerId } : { customer_email: checkout.email }),
        client_reference_id: String(checkout.userId),
        success_url: checkout.successUrl,
        cancel_url: checkout.cancelUrl,
        metadata,
        // Stripe e-mails the payer a receipt of the charge to this address.
        payment_intent_data: { metadata, receipt_email: checkout.email },
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without its address');
      return { id: session.id, url: session.url };
    },

    async changeSubscription(subscriptionId: string, change: SubscriptionChange) {
      if (change.kind === 'price') {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        const item = current.items.data[0];
        if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to change`);
        return stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price: change.providerPriceId }],
          proration_behavior: 'create_prorations',
          cancel_at_period_end: false,
        });
      }
      if (change.kind === 'resume') return stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
      if (!change.atPeriodEnd) return stripe.subscriptions.cancel(subscriptionId, { cancellation_details: { comment: change.reason } });
      return stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true, cancellation_details: { comment: change.reason } });
    },

    async scheduleChange(subscriptionId: string, next: { providerPriceId: string; interval: 'month' | 'year'; unitAmount: number }) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to change`);
      const existing = typeof current.schedule === 'string' ? current.schedule : current.schedule?.id;
      const schedule = existing
        ? await stripe.subscriptionSchedules.retrieve(existing)
        : await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
      const phase = schedule.current_phase ?? { start_date: item.current_period_start, end_date: item.current_period_end };
      // A coupon of the subscription stays on both phases; Stripe would drop it from phases that do not name it.
      const named = (current.discounts ?? []).map((discount) => ({ discount: typeof discount === 'string' ? discount : discount.id }));
      const discounts = named.length ? { discounts: named } : {};
      // The running phase is restated as it is (Stripe replaces every phase on update); the new price starts when it
      // ends and runs one period, after which the schedule lets the subscription go on by itself.
      await stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        phases: [
          { items: [{ price: item.price.id, quantity: 1 }], start_date: phase.start_date, end_date: phase.end_date, ...discounts },
          {
            items: [{ price: next.providerPriceId, quantity: 1 }],
            proration_behavior: 'none',
            ...discounts,
            duration: { interval: next.interval, interval_count: 1 },
          },
        ],
      });
      return { scheduleId: schedule.id };
    },

    async releaseSchedule(scheduleId: string) {
      await stripe.subscriptionSchedules.release(scheduleId);
    },

    async pendingPayment(subscriptionId: string) {
      // Stripe keeps what a waiting payment needs on the subscription's latest invoice: the secret stripe.js confirms
      // the card with, and the hosted invoice page where the member confirms it (with their bank's step) and pays.
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.confirmation_secret'] });
      const invoice = subscription.latest_invoice;
      if (subscription.status !== 'incomplete' || !invoice || typeof invoice === 'string' || invoice.status !== 'open') return null;
      const clientSecret = invoice.confirmation_secret?.client_secret;
      if (!clientSecret || !invoice.hosted_invoice_url) return null;
      return { clientSecret, confirmUrl: invoice.hosted_invoice_url };
    },

    async createPortalSession(customerId: string, returnUrl: string) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },

    verifyEvent(payload: string, signature: string): ProviderEvent {
      return stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
    },
  };
}
