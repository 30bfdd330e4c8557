import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { MemberDonationList, SubscriptionDetail, SubscriptionPlanList, type SubscriptionPlan } from '@trellis/contracts';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { checkoutSessions, groupDonations, groups, memberships, paymentEvents } from '../../db/schema/index.ts';
import { addMembership } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { startFakeStripeApi } from './fake-stripe-api.ts';
import { identityMembership, subscriptionDetail, subscriptionPlans } from './membership-test-reads.ts';

const WEBHOOK_SECRET = 'whsec_fakestripetestsecret';
const RETURNS = { success_url: '/payment/success?type=subscription', cancel_url: '/payment/cancel' };

type Member = Awaited<ReturnType<TestApp['newMember']>>;

describe('membership payments through Stripe', () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripeApi>>;
  let plans: SubscriptionPlan[];
  const priceOf = (tier: number, interval: 'month' | 'year') =>
    plans.find((plan) => plan.subscription_tier === tier)!.prices.find((price) => price.recurring === interval)!;

  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    t = await createTestApp({
      payments: {
        provider: 'stripe',
        secretKey: 'sk_test_fake',
        publishableKey: 'pk_test_fake',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: stripe.url,
      },
    });
    plans = await subscriptionPlans(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const deliver = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return t.inject({
      method: 'POST',
      url: api(commerceEndpoints.webhook.path),
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    });
  };
  const identity = (member: Member) => identityMembership(t, member);
  const detail = (member: Member) => subscriptionDetail(t, member);
  const eventsOf = (member: Member) => t.database.connection.db.select().from(paymentEvents).where(eq(paymentEvents.userId, member.id));

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

  it('charges a circle payment priced by the server and confirms it from the signed event', async () => {
    const member = await t.newMember();
    const db = t.database.connection.db;
    const [circle] = await db
      .insert(groups)
      .values({ name: 'Stripe paid circle', nameSlug: `stripe-paid-${member.id}`, groupType: 'circle', priceCents: 12_000, discount: 25 })
      .returning({ id: groups.id });
    await addMembership(db, { userId: member.id, groupId: circle!.id });
    const ownRow = and(eq(memberships.userId, member.id), eq(memberships.groupId, circle!.id));
    await db.update(memberships).set({ paymentStatus: 'pending' }).where(ownRow);

    const started = await t.post(commerceEndpoints.createOneTimePayment.path, { group_id: circle!.id, ...RETURNS }, member.headers);
    expect(started.statusCode, started.body).toBe(200);
    const session = stripe.requests.findLast((request) => request.path === '/v1/checkout/sessions')!;
    expect(session.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '9000',
      'line_items[0][price_data][currency]': 'usd',
      'metadata[group_id]': String(circle!.id),
    });
    const [completed] = stripe.completeCheckout(String(started.json().data).split('/').at(-1)!);
    expect((await deliver(completed!)).statusCode).toBe(200);
    expect((await deliver(completed!)).statusCode).toBe(200);
    expect((await db.select().from(memberships).where(ownRow))[0]?.paymentStatus).toBe('confirmed');
  });

  it("charges a donation at the organization's own Stripe price, with a receipt, and records it once", async () => {
    const member = await t.newMember();
    const db = t.database.connection.db;
    const [organization] = await db
      .insert(groups)
      .values({ name: 'Stripe charity', nameSlug: `stripe-charity-${member.id}`, groupType: 'organization' })
      .returning({ id: groups.id });
    const priceId = `price_donation_${member.id}`;
    await db.insert(groupDonations).values({ groupId: organization!.id, name: 'Give', amountCents: 1500, stripePriceId: priceId });

    const started = await t.post(commerceEndpoints.donate.path, { price_id: priceId }, member.headers);
    expect(started.statusCode, started.body).toBe(200);
    const session = stripe.requests.findLast((request) => request.path === '/v1/checkout/sessions')!;
    expect(session.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price]': priceId,
      'payment_intent_data[receipt_email]': member.email,
      'metadata[purpose]': 'donation',
      'metadata[group_id]': String(organization!.id),
    });
    expect(session.form['line_items[0][price_data][unit_amount]']).toBeUndefined();
    const [completed] = stripe.completeCheckout(String(started.json().url).split('/').at(-1)!);
    expect((await deliver(completed!)).statusCode).toBe(200);
    expect((await deliver(completed!)).statusCode).toBe(200);
    const records = await db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, member.id));
    expect(records).toEqual([expect.objectContaining({ purpose: 'donation', status: 'complete', amountCents: 1500 })]);
    expect((await eventsOf(member)).map((event) => event.change)).toEqual([
      expect.objectContaining({ donation_to: organization!.id, amount_cents: 1500 }),
    ]);
  });

  it('records a donation Stripe expired unpaid as expired, once, and one closed before its lifetime ended as cancelled', async () => {
    const member = await t.newMember();
    const db = t.database.connection.db;
    const [organization] = await db
      .insert(groups)
      .values({ name: 'Expiry charity', nameSlug: `expiry-charity-${member.id}`, groupType: 'organization' })
      .returning({ id: groups.id });
    const priceId = `price_expiring_${member.id}`;
    await db.insert(groupDonations).values({ groupId: organization!.id, name: 'Give', amountCents: 1200, stripePriceId: priceId });
    const donate = async () => {
      const started = await t.post(commerceEndpoints.donate.path, { price_id: priceId }, member.headers);
      expect(started.statusCode, started.body).toBe(200);
      return String(started.json().url).split('/').at(-1)!;
    };
    const statusOf = async (sessionId: string) =>
      (await db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, sessionId)))[0]?.status;

    const leftOpen = await donate();
    expect(await statusOf(leftOpen)).toBe('open');
    const expired = stripe.expireCheckout(leftOpen);
    expect((await deliver(expired)).statusCode).toBe(200);
    expect((await deliver(expired)).statusCode).toBe(200);
    expect(await statusOf(leftOpen)).toBe('expired');
    // A completion arriving after the expiry changes nothing: the checkout can no longer be paid.
    expect((await deliver(stripe.completeCheckout(leftOpen)[0]!)).statusCode).toBe(200);
    expect(await statusOf(leftOpen)).toBe('expired');

    const closedEarly = await donate();
    expect((await deliver(stripe.expireCheckout(closedEarly, Math.floor(Date.now() / 1000)))).statusCode).toBe(200);
    expect(await statusOf(closedEarly)).toBe('canceled');

    expect((await eventsOf(member)).map((event) => event.change)).toEqual([
      expect.objectContaining({ checkout: leftOpen, status: 'expired' }),
      expect.objectContaining({ checkout: closedEarly, status: 'canceled' }),
    ]);
    const history = MemberDonationList.parse(
      (await t.inject({ url: api(commerceEndpoints.myDonations.path), headers: member.headers })).json(),
    ).data;
    expect(history.map((row) => row.status)).toEqual(['canceled', 'expired']);
  });

  it("makes a Stripe price for an administrator's donation offer, and a new one when its amount changes", async () => {
    const admin = await t.newMember();
    const [organization] = await t.database.connection.db
      .insert(groups)
      .values({ name: 'Offer charity', nameSlug: `offer-charity-${admin.id}`, groupType: 'organization' })
      .returning({ id: groups.id });
    await addMembership(t.database.connection.db, { userId: admin.id, groupId: organization!.id, role: 'admin' });
    const save = (price: number) =>
      t.inject({
        method: 'PUT',
        url: api(`/groups/${organization!.id}/donation/`),
        payload: { name: 'Give a laptop', description: '', price, is_active: true },
        headers: admin.headers,
      });

    const first = await save(19.99);
    expect(first.statusCode, first.body).toBe(200);
    const created = stripe.requests.findLast((request) => request.path === '/v1/prices')!;
    expect(created.form).toMatchObject({
      currency: 'usd',
      unit_amount: '1999',
      'product_data[name]': 'Give a laptop',
      'metadata[purpose]': 'donation',
      'metadata[group_id]': String(organization!.id),
    });
    expect(first.json().offer.stripe_price_id).toMatch(/^price_fake/);
    const pricesBefore = stripe.requests.filter((request) => request.path === '/v1/prices').length;
    expect((await save(19.99)).json().offer.stripe_price_id).toBe(first.json().offer.stripe_price_id);
    expect(stripe.requests.filter((request) => request.path === '/v1/prices')).toHaveLength(pricesBefore);

    const second = (await save(30)).json().offer.stripe_price_id;
    expect(second).not.toBe(first.json().offer.stripe_price_id);
    expect(stripe.requests.findLast((request) => request.path === '/v1/prices')!.form.unit_amount).toBe('3000');
    const started = await t.post(commerceEndpoints.donate.path, { price_id: second }, admin.headers);
    expect(started.statusCode, started.body).toBe(200);
    expect(stripe.requests.findLast((request) => request.path === '/v1/checkout/sessions')!.form['line_items[0][price]']).toBe(second);
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
