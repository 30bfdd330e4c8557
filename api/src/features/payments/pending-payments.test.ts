import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type SubscriptionPlan } from '@trellis/contracts';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { checkoutSessions, paymentEvents } from '../../db/schema/index.ts';
import { runHousekeeping } from '../../housekeeping/expired-rows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPayments } from './payments.ts';
import { CHECKOUT_LIFETIME_SECONDS } from './provider.ts';
import { identityMembership, monthlyPrice, subscriptionDetail, subscriptionPlans } from './membership-test-reads.ts';

type Member = Awaited<ReturnType<TestApp['newMember']>>;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const card = (number: string) => new URLSearchParams({ action: 'pay', number, expiry: '12/39', cvc: '123' }).toString();
/** Stripe's test card whose every payment waits for the cardholder to confirm it. */
const CONFIRMATION_CARD = '4000 0027 6000 3184';

// In a file of its own: the last test moves the housekeeping's clock past the checkout lifetime.
describe('a membership payment pending card confirmation on the built-in checkout', () => {
  let t: TestApp;
  let plans: SubscriptionPlan[];
  beforeAll(async () => {
    t = await createTestApp();
    plans = await subscriptionPlans(t);
  });
  afterAll(() => t.close());

  const explorerMonthly = () => monthlyPrice(plans, 1);
  const identity = (member: Member) => identityMembership(t, member);
  const detail = (member: Member) => subscriptionDetail(t, member);
  const eventsOf = (member: Member) => t.database.connection.db.select().from(paymentEvents).where(eq(paymentEvents.userId, member.id));
  const checkoutsOf = (member: Member) =>
    t.database.connection.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, member.id));

  /** Pays Explorer monthly with the confirmation card; answers the checkout page and the confirmation page it leads to. */
  async function payNeedingConfirmation(member: Member) {
    const started = await t.post(
      commerceEndpoints.createSubscription.path,
      { price_id: explorerMonthly().id, discount_ids: [], success_url: '/payment/success?type=subscription', cancel_url: '/membership' },
      member.headers,
    );
    const checkout = new URL(started.json().data).pathname;
    const paid = await t.inject({ method: 'POST', url: checkout, payload: card(CONFIRMATION_CARD), headers: FORM });
    expect(paid.statusCode).toBe(303);
    const confirmation = new URL(paid.headers.location!, 'http://localhost').pathname;
    expect(confirmation).toMatch(/^\/checkout\/test\/confirm\/pi_test_[0-9a-f]{24}$/);
    return { checkout, confirmation };
  }

  it('keeps the payment pending without the plan until the card is confirmed, which Resolve Now leads to', async () => {
    const member = await t.newMember();
    const { checkout, confirmation } = await payNeedingConfirmation(member);

    expect(await identity(member)).toMatchObject({ applied_membership_tier: 0, payment_status: 'pending', one_to_one_chat: false });
    const pending = await detail(member);
    expect(pending).toMatchObject({ status: 'incomplete', payment_status: 'pending', provider: 'builtin', stripe_publishable_key: null });
    expect(pending.client_secret).toMatch(new RegExp(`^${confirmation.split('/').at(-1)}_secret_[0-9a-f]{24}$`));
    expect((await checkoutsOf(member))[0]?.status).toBe('open');

    const page = await t.inject({ url: confirmation });
    expect(page.body).toContain('Confirm your card');
    expect(page.body).toContain(`$${explorerMonthly().price.toFixed(2)}`);
    const failed = await t.inject({ method: 'POST', url: confirmation, payload: 'action=fail', headers: FORM });
    expect(failed.statusCode).toBe(402);
    expect(failed.body).toContain(MESSAGES.membership.couldNotVerifyCard);
    expect((await identity(member)).payment_status).toBe('pending');

    // Resolve Now on the billing card, and the checkout page visited again, both lead to the same confirmation.
    const resolve = await t.post(commerceEndpoints.customerPortal.path, { return_url: '/membership' }, member.headers);
    expect(new URL(resolve.json().data).pathname).toBe(confirmation);
    const again = await t.inject({ method: 'POST', url: checkout, payload: card('4242 4242 4242 4242'), headers: FORM });
    expect(new URL(again.headers.location!, 'http://localhost').pathname).toBe(confirmation);

    const confirmed = await t.inject({ method: 'POST', url: confirmation, payload: 'action=confirm', headers: FORM });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('http://localhost/payment/success?type=subscription');
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 1, payment_status: 'confirmed', one_to_one_chat: true });
    expect(await detail(member)).toMatchObject({ status: 'active', payment_status: 'confirmed', client_secret: null });
    expect((await checkoutsOf(member)).map((row) => row.status)).toEqual(['complete']);

    const eventCount = (await eventsOf(member)).length;
    const replayed = await t.inject({ method: 'POST', url: confirmation, payload: 'action=confirm', headers: FORM });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.body).toContain('This checkout is paid.');
    expect(await eventsOf(member)).toHaveLength(eventCount);
    // Nothing waits any more: the portal is the billing page again.
    const portal = await t.post(commerceEndpoints.customerPortal.path, { return_url: '/membership' }, member.headers);
    expect(new URL(portal.json().data).pathname).toMatch(/^\/checkout\/test\/portal\/bps_test_\w+$/);
  });

  it('ends a subscription never confirmed when its checkout expires: no plan, and nothing pending any more', async () => {
    const member = await t.newMember();
    const opened = Date.now();
    const { confirmation } = await payNeedingConfirmation(member);
    expect((await identity(member)).payment_status).toBe('pending');

    const db = t.database.connection.db;
    await runHousekeeping(db, createPayments(db, { provider: 'builtin' }), new Date(opened + CHECKOUT_LIFETIME_SECONDS * 1000 + 60_000));
    expect((await checkoutsOf(member))[0]?.status).toBe('expired');
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 0, payment_status: 'cancelled' });
    expect((await detail(member)).client_secret).toBeNull();
    const late = await t.inject({ method: 'POST', url: confirmation, payload: 'action=confirm', headers: FORM });
    expect(late.body).toContain('This checkout has expired.');
    expect((await identity(member)).applied_membership_tier).toBe(0);
  });
});
