import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { paymentEvents } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { startFakeStripeApi } from './fake-stripe-api.ts';

const WEBHOOK_SECRET = 'whsec_fakestripetestsecret';
/** Where a checkout returns the buyer, as the screens ask. */
export const RETURNS = { success_url: '/payment/success?type=subscription', cancel_url: '/payment/cancel' };

export type Member = Awaited<ReturnType<TestApp['newMember']>>;

/**
 * A test app whose payments go to Stripe's API as a local fake serves it, and the webhook deliveries Stripe would make:
 * an event signed with the app's webhook secret, or with another one to see it refused.
 */
export async function startStripeTestApp() {
  const stripe = await startFakeStripeApi();
  const t = await createTestApp({
    payments: {
      provider: 'stripe',
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: stripe.url,
    },
  });
  return {
    t,
    stripe,
    deliver(event: object, secret = WEBHOOK_SECRET) {
      const payload = JSON.stringify(event);
      return t.inject({
        method: 'POST',
        url: api(commerceEndpoints.webhook.path),
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      });
    },
    /** The payment events recorded for a member, as the webhook handler applied them. */
    eventsOf: (member: Member) => t.database.connection.db.select().from(paymentEvents).where(eq(paymentEvents.userId, member.id)),
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

export type StripeTestApp = Awaited<ReturnType<typeof startStripeTestApp>>;
