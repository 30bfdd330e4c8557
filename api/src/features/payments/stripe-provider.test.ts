import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SubscriptionDetail, SubscriptionPlanList, type SubscriptionPlan } from '@trellis/contracts';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { checkoutSessions } from '../../db/schema/index.ts';
import { api, type TestApp } from '../../test-support/test-app.ts';
import { identityMembership, subscriptionDetail, subscriptionPlans } from './membership-test-reads.ts';
import { RETURNS, startStripeTestApp, type Member, type StripeTestApp } from './stripe-test-app.ts';

describe('membership payments through Stripe', () => {
  let app: StripeTestApp;
  let t: TestApp;
  let stripe: StripeTestApp['stripe'];
  let plans: SubscriptionPlan[];
  const priceOf = (tier: number, interval: 'month' | 'year') =>
    plans.find((plan) => plan.subscription_tier === tier)!.prices.find((price) => price.recurring === interval)!;

  beforeAll(async () => {
    app = await startStripeTestApp();
    ({ t, stripe } = app);
    plans = await subscriptionPlans(t);
  });
  afterAll(() => app.close());

  const deliver = (event: object, secret?: string) => app.deliver(event, secret);
  const identity = (member: Member) => identityMembership(t, member);
  const detail = (member: Member) => subscriptionDetail(t, member);
  const eventsOf = (member: Member) => app.eventsOf(member);

  async function checkout(member: Member, priceId: number, discountIds: number[] = []) {
    const started = await t.post(
      commerceEndpoints.createSubscription.path,
      { price_id: priceId, discount_ids: discountIds, ...RETURNS },
      member.headers,
    );
    expect(started.statusCode, started.body).toBe(200);
    const url: string = started.json().data;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake\d+$/);
    return url.split('/').at(-1)!;
  }

  it('opens a Checkout Session priced by the server and applies the signed events once, whatever their order', async () => {
    const member = await t.newMember();
    const { discounts } = SubscriptionPlanList.parse((await t.inject({ url: api(commerceEndpoints.plans.path) })).json());
    const student = discounts.find((discount) => discount.name === 'Student')!;
    const sessionId = await checkout(member, priceOf(1, 'year').id, [student.id]);

    const coupon = stripe.requests.find((request) => request.path === '/v1/coupons')!;
    expect(coupon.form).toMatchObject({ percent_off: '30', duration: 'forever', name: 'Student' });
    const session = stripe.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(session.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': priceOf(1, 'year').stripe_price_id,
      'line_items[0][quantity]': '1',
      client_reference_id: String(member.id),
      customer_email: member.email,
      success_url: 'http://localhost/payment/success?type=subscription',
      'subscription_data[metadata][user_id]': String(member.id),
    });
    expect(session.form['line_items[0][price_data][unit_amount]']).toBeUndefined();
    expect((await identity(member)).applied_membership_tier).toBe(0);

    const [completed, created] = stripe.completeCheckout(sessionId);
    // Out of order: the subscription arrives before the checkout that opened it.
    expect((await deliver(created!)).statusCode).toBe(200);
    expect((await deliver(completed!)).statusCode).toBe(200);
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 1, one_to_one_chat: true, payment_status: 'confirmed' });
    const billing = await detail(member);
    expect(billing).toMatchObject({
      status: 'active',
      provider: 'stripe',
      stripe_publishable_key: 'pk_test_fake',
      discount: { coupon: { name: 'Student', percent_off: 30 } },
    });

    // Every event delivered twice more changes nothing and is kept once.
    const before = await eventsOf(member);
    for (const event of [completed!, created!, completed!, created!]) expect((await deliver(event)).statusCode).toBe(200);
    expect(await eventsOf(member)).toHaveLength(before.length);
    expect(await detail(member)).toEqual(billing);
  });

  it('ignores an older subscription event arriving after a newer one', async () => {
    const member = await t.newMember();
    const [completed, created] = stripe.completeCheckout(await checkout(member, priceOf(2, 'month').id));
    await deliver(completed!);
    await deliver(created!);
    const subscriptionId = (created!.data.object as { id: string }).id;

    const upgraded = await t.post(commerceEndpoints.updateSubscription.path, { price_id: priceOf(3, 'month').id }, member.headers);
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect((await identity(member)).applied_membership_tier).toBe(3);
    const update = stripe.requests.findLast(
      (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscriptionId}`,
    )!;
    expect(update.form).toMatchObject({ 'items[0][price]': priceOf(3, 'month').stripe_price_id, proration_behavior: 'create_prorations' });

    // An event stamped a minute before the change, delivered after it, is stale.
    expect((await deliver({ ...created!, id: 'evt_late_copy', created: created!.created - 60 })).statusCode).toBe(200);
    expect((await identity(member)).applied_membership_tier).toBe(3);
    const late = (await eventsOf(member)).find((event) => event.eventId === 'evt_late_copy')!;
    expect(late.change).toBeNull();

    const cancelled = await t.post(commerceEndpoints.cancelSubscription.path, { cancellation_reason: 'Budget' }, member.headers);
    expect(SubscriptionDetail.parse(cancelled.json()).cancel_at).not.toBeNull();
    const deleted = stripe.subscriptionEvent('customer.subscription.deleted', subscriptionId);
    (deleted.data.object as { status: string }).status = 'canceled';
    await deliver(deleted);
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 0, payment_status: 'cancelled', use_ama: false });
  });

  it('schedules a downgrade for the period end on Stripe and applies it once from its event, whatever the order', async () => {
    const member = await t.newMember();
    const [completed, created] = stripe.completeCheckout(await checkout(member, priceOf(2, 'month').id));
    await deliver(completed!);
    await deliver(created!);
    const subscriptionId = (created!.data.object as { id: string }).id;

    const answered = await t.post(
      commerceEndpoints.updateSubscription.path,
      { price_id: priceOf(1, 'month').id, cancellation_reason: 'Cheaper plan' },
      member.headers,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(SubscriptionDetail.parse(answered.json()).scheduled_change?.plan.subscription_tier).toBe(1);
    const [schedule] = [...stripe.schedules.values()].filter((entry) => entry.subscription === subscriptionId);
    expect(schedule!.form).toMatchObject({
      end_behavior: 'release',
      'phases[0][items][0][price]': priceOf(2, 'month').stripe_price_id,
      'phases[0][end_date]': String(schedule!.current_phase.end_date),
      'phases[1][items][0][price]': priceOf(1, 'month').stripe_price_id,
      'phases[1][proration_behavior]': 'none',
      'phases[1][duration][interval]': 'month',
    });
    // The price is not touched before the period ends, and the plan held stays.
    expect(stripe.requests.some((request) => request.path === `/v1/subscriptions/${subscriptionId}` && request.method === 'POST')).toBe(
      false,
    );
    const attached = stripe.subscriptionEvent('customer.subscription.updated', subscriptionId);
    await deliver(attached);
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 2 });
    expect((await detail(member)).scheduled_change).not.toBeNull();

    // The period ends: Stripe moves to the schedule's next phase, and reports it once however often it is delivered.
    const moved = stripe.endPeriod(subscriptionId);
    for (const event of [moved, moved]) expect((await deliver(event)).statusCode).toBe(200);
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 1 });
    const after = await detail(member);
    expect(after).toMatchObject({ scheduled_change: null, plan: { subscription_tier: 1 } });
    expect((await deliver({ ...attached, id: 'evt_attached_late', created: moved.created - 1 })).statusCode).toBe(200);
    expect(await detail(member)).toEqual(after);
  });

  it('releases the schedule on Stripe when the member keeps the plan after all', async () => {
    const member = await t.newMember();
    const [completed, created] = stripe.completeCheckout(await checkout(member, priceOf(2, 'month').id));
    await deliver(completed!);
    await deliver(created!);
    const subscriptionId = (created!.data.object as { id: string }).id;
    await t.post(
      commerceEndpoints.updateSubscription.path,
      { price_id: priceOf(1, 'month').id, cancellation_reason: 'Cheaper' },
      member.headers,
    );
    const kept = await t.post(commerceEndpoints.updateSubscription.path, { is_renew: true }, member.headers);
    expect(SubscriptionDetail.parse(kept.json()).scheduled_change).toBeNull();
    const [schedule] = [...stripe.schedules.values()].filter((entry) => entry.subscription === subscriptionId);
    expect(schedule!.status).toBe('released');
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/subscription_schedules/${schedule!.id}/release` });
    await deliver(stripe.endPeriod(subscriptionId));
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 2 });
  });

  it('keeps a first payment waiting for card confirmation pending, answers its secret and page, and applies the confirmation once', async () => {
    const member = await t.newMember();
    const sessionId = await checkout(member, priceOf(1, 'month').id);
    const [created] = stripe.completeCheckout(sessionId, { confirmation: true });
    expect((await deliver(created!)).statusCode).toBe(200);
    const subscriptionId = (created!.data.object as { id: string }).id;

    expect(await identity(member)).toMatchObject({ applied_membership_tier: 0, payment_status: 'pending', one_to_one_chat: false });
    const pending = await detail(member);
    expect(pending).toMatchObject({
      status: 'incomplete',
      payment_status: 'pending',
      client_secret: `pi_fake_${subscriptionId}_secret_fake`,
      stripe_publishable_key: 'pk_test_fake',
    });
    expect(stripe.requests.findLast((request) => request.method === 'GET')).toMatchObject({
      path: `/v1/subscriptions/${subscriptionId}`,
      form: { 'expand[0]': 'latest_invoice.confirmation_secret' },
    });
    const resolve = await t.post(commerceEndpoints.customerPortal.path, { return_url: '/membership' }, member.headers);
    // Resolve Now opens Stripe's hosted invoice page, where the member confirms the card with their bank and pays.
    expect(resolve.json().data).toMatch(/^https:\/\/invoice\.stripe\.test\/i\/in_fake\d+$/);

    for (const event of stripe.confirmPayment(subscriptionId, sessionId)) {
      expect((await deliver(event)).statusCode).toBe(200);
      expect((await deliver(event)).statusCode).toBe(200);
    }
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 1, payment_status: 'confirmed' });
    const requestsBefore = stripe.requests.length;
    expect(await detail(member)).toMatchObject({ status: 'active', payment_status: 'confirmed', client_secret: null });
    // Nothing waits any more, so reading the billing card asks Stripe nothing.
    expect(stripe.requests).toHaveLength(requestsBefore);
    const [checkoutRow] = await t.database.connection.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.providerSessionId, sessionId));
    expect(checkoutRow?.status).toBe('complete');
  });

  it('opens the customer portal of the member', async () => {
    const member = await t.newMember();
    const [completed, created] = stripe.completeCheckout(await checkout(member, priceOf(1, 'month').id));
    await deliver(completed!);
    await deliver(created!);
    const portal = await t.post(commerceEndpoints.customerPortal.path, {}, member.headers);
    const customer = (created!.data.object as { customer: string }).customer;
    expect(portal.json().data).toBe(`https://billing.stripe.test/p/session/${customer}`);
    expect(stripe.requests.at(-1)?.form).toMatchObject({ customer, return_url: 'http://localhost/membership' });
  });

  it('takes an event longer than the text limit of other routes, as Stripe sends with long metadata', async () => {
    const member = await t.newMember();
    const [completed, created] = stripe.completeCheckout(await checkout(member, priceOf(1, 'month').id));
    const padded = { ...created!, data: { object: { ...(created!.data.object as object), description: 'x'.repeat(40_000) } } };
    expect((await deliver(completed!)).statusCode).toBe(200);
    expect((await deliver(padded)).statusCode).toBe(200);
    expect((await identity(member)).applied_membership_tier).toBe(1);
  });

  it('refuses an event signed with another secret', async () => {
    const member = await t.newMember();
    const [completed, created] = stripe.completeCheckout(await checkout(member, priceOf(1, 'month').id));
    expect((await deliver(created!, 'whsec_someoneelse')).statusCode).toBe(400);
    expect((await deliver(completed!, 'whsec_someoneelse')).statusCode).toBe(400);
    expect((await identity(member)).applied_membership_tier).toBe(0);
    expect(await eventsOf(member)).toHaveLength(0);
  });
});
