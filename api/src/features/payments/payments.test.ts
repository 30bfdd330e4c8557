import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { count, eq } from 'drizzle-orm';
import { SubscriptionDetail, SubscriptionPlanList, type SubscriptionPlan } from '@trellis/contracts';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { paymentEvents, userSubscriptions } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { receiveEvent } from './payment-events.ts';
import { identityMembership, subscriptionDetail, subscriptionPlans } from './membership-test-reads.ts';

/** A stored event as the provider sent it. */
const ProviderEventShape = z.object({ id: z.string(), type: z.string(), created: z.number(), data: z.object({ object: z.unknown() }) });

type Member = Awaited<ReturnType<TestApp['newMember']>>;

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
const RETURNS = { success_url: '/payment/success?type=subscription', cancel_url: '/payment/cancel' };

describe('membership payments through the built-in checkout', () => {
  let t: TestApp;
  let plans: SubscriptionPlan[];
  const priceOf = (tier: number, interval: 'month' | 'year') =>
    plans.find((plan) => plan.subscription_tier === tier)!.prices.find((price) => price.recurring === interval)!;

  beforeAll(async () => {
    t = await createTestApp();
    plans = await subscriptionPlans(t);
  });
  afterAll(() => t.close());

  const identity = (member: Member) => identityMembership(t, member);
  const detail = (member: Member) => subscriptionDetail(t, member);

  async function startCheckout(member: Member, priceId: number, discountIds: number[] = []) {
    const response = await t.post(
      commerceEndpoints.createSubscription.path,
      { price_id: priceId, discount_ids: discountIds, ...RETURNS },
      member.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    return new URL(response.json().data).pathname;
  }
  const submit = (page: string, fields: Record<string, string>) =>
    t.inject({
      method: 'POST',
      url: page,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  async function subscribe(member: Member, priceId: number) {
    const paid = await submit(await startCheckout(member, priceId), { action: 'pay', ...GOOD_CARD });
    expect(paid.statusCode).toBe(303);
  }

  it('upgrades a free member with a test card, and the identity follows the plan at once', async () => {
    const member = await t.newMember();
    expect((await identity(member)).applied_membership_tier).toBe(0);
    const page = await startCheckout(member, priceOf(1, 'year').id);

    const form = await t.inject({ url: page });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toContain('text/html');
    expect(form.body).toContain('Explorer membership');
    expect(form.body).toContain('$90.00');

    const paid = await submit(page, { action: 'pay', ...GOOD_CARD });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost/payment/success?type=subscription');

    const subscription = await identity(member);
    expect(subscription).toMatchObject({
      applied_membership_tier: 1,
      payment_status: 'confirmed',
      one_to_one_chat: true,
      use_ama: false,
      circle_discount_percent: 10,
      stripe_membership_recurring_duration: 'year',
    });
    const billing = await detail(member);
    expect(billing).toMatchObject({ status: 'active', provider: 'builtin', stripe_publishable_key: null, cancel_at: null });
    expect(billing.items[0]?.price).toMatchObject({
      unit_amount: 9000,
      recurring: { interval: 'year' },
      metadata: { subscription_tier: 1 },
    });
    expect(new Date(billing.current_period_end!).getTime()).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);

    const closed = await t.inject({ url: page });
    expect(closed.body).toContain('This checkout is paid.');
    expect((await submit(page, { action: 'pay', ...GOOD_CARD })).statusCode).toBe(200);
  });

  it('keeps a declined card on the free tier and says why on the checkout page', async () => {
    const member = await t.newMember();
    const page = await startCheckout(member, priceOf(2, 'year').id);
    const declined = await submit(page, { action: 'pay', ...DECLINED_CARD });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain(MESSAGES.membership.couldNotVerifyCard);
    expect(declined.body).toContain('Your card was declined.');
    expect((await identity(member)).applied_membership_tier).toBe(0);
    expect((await detail(member)).status).toBeNull();

    const bad = await submit(page, { action: 'pay', number: '4242', expiry: '01/20', cvc: '1' });
    expect(bad.body).toContain('Your card number is incomplete.');
    const expired = await submit(page, { action: 'pay', ...GOOD_CARD, expiry: '01/20' });
    expect(expired.body).toContain('expiration date is in the past');
  });

  it('leaves no access when the buyer cancels the checkout', async () => {
    const member = await t.newMember();
    const page = await startCheckout(member, priceOf(2, 'month').id);
    const cancelled = await submit(page, { action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('http://localhost/payment/cancel');
    expect((await identity(member)).applied_membership_tier).toBe(0);
    expect((await t.inject({ url: page })).body).toContain('This checkout was cancelled.');
  });

  it('starts a trial on a plan with trial days, with the discounts summed on the server', async () => {
    const member = await t.newMember();
    const { discounts } = SubscriptionPlanList.parse((await t.inject({ url: api(commerceEndpoints.plans.path) })).json());
    const forTier2 = discounts.filter((discount) => discount.subscription_tiers.includes(2));
    expect(forTier2.length).toBe(2);
    const page = await startCheckout(
      member,
      priceOf(2, 'year').id,
      forTier2.map((discount) => discount.id),
    );
    const form = await t.inject({ url: page });
    // 190 dollars less 30 and 20 percent.
    expect(form.body).toContain('$95.00');
    await submit(page, { action: 'pay', ...GOOD_CARD });
    const billing = await detail(member);
    expect(billing.status).toBe('trialing');
    expect(billing.discount?.coupon.percent_off).toBe(50);
    expect(new Date(billing.trial_end!).getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 2, use_ama: true, can_view_premium_resources: true });
  });

  it('refuses a discount that does not apply to the plan, an unknown price, the free plan and a foreign return page', async () => {
    const member = await t.newMember();
    const { discounts } = SubscriptionPlanList.parse((await t.inject({ url: api(commerceEndpoints.plans.path) })).json());
    const studentOnly = discounts.find((discount) => !discount.subscription_tiers.includes(3))!;
    const path = commerceEndpoints.createSubscription.path;
    const refused = [
      await t.post(path, { price_id: priceOf(3, 'year').id, discount_ids: [studentOnly.id], ...RETURNS }, member.headers),
      await t.post(path, { price_id: 999_999, ...RETURNS }, member.headers),
      await t.post(path, { price_id: priceOf(1, 'year').id, ...RETURNS, success_url: 'https://evil.example/' }, member.headers),
      await t.post(path, { price_id: priceOf(1, 'year').id, ...RETURNS, cancel_url: '//evil.example/' }, member.headers),
      await t.post(path, { price_id: 'one', ...RETURNS }, member.headers),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(refused[0]!.json().field_errors.discount_ids).toEqual([MESSAGES.membership.unknownDiscount]);
    expect(refused[1]!.json().field_errors.price_id).toEqual([MESSAGES.membership.unknownPrice]);
    expect(refused[2]!.json().field_errors.success_url).toEqual([MESSAGES.membership.badReturnUrl]);
    expect(refused[3]!.json().field_errors.cancel_url).toEqual([MESSAGES.membership.badReturnUrl]);
    expect((await identity(member)).applied_membership_tier).toBe(0);
  });

  it('takes each plan action in each state', async () => {
    const member = await t.newMember();
    const update = (body: object) => t.post(commerceEndpoints.updateSubscription.path, body, member.headers);
    const cancel = (body: object) => t.post(commerceEndpoints.cancelSubscription.path, body, member.headers);

    // Free: nothing to change, cancel or renew.
    expect((await update({ price_id: priceOf(2, 'month').id })).json().non_field_errors).toEqual([MESSAGES.membership.noSubscription]);
    expect((await cancel({ cancellation_reason: 'Too expensive' })).json().non_field_errors).toEqual([MESSAGES.membership.noSubscription]);

    await subscribe(member, priceOf(2, 'month').id);
    // Running: buying again is refused, the same plan continues.
    const again = await t.post(commerceEndpoints.createSubscription.path, { price_id: priceOf(3, 'year').id, ...RETURNS }, member.headers);
    expect(again.json().non_field_errors).toEqual([MESSAGES.membership.alreadySubscribed]);
    expect((await update({ price_id: priceOf(2, 'month').id })).json().non_field_errors).toEqual([MESSAGES.membership.samePlan]);

    // Upgrade and switch change the tier at once; a downgrade needs a reason and waits for the period's end.
    const upgraded = await update({ price_id: priceOf(3, 'month').id });
    expect(upgraded.statusCode).toBe(200);
    expect(SubscriptionDetail.parse(upgraded.json()).plan?.subscription_tier).toBe(3);
    expect(await identity(member)).toMatchObject({
      applied_membership_tier: 3,
      can_create_membership_card: true,
      circle_discount_percent: 50,
    });
    const switched = SubscriptionDetail.parse((await update({ price_id: priceOf(3, 'year').id })).json());
    expect(switched.items[0]?.price.recurring.interval).toBe('year');
    const noReason = await update({ price_id: priceOf(1, 'year').id });
    expect(noReason.json().field_errors.cancellation_reason).toEqual([MESSAGES.membership.specifyReason]);
    const downgraded = SubscriptionDetail.parse(
      (await update({ price_id: priceOf(1, 'year').id, cancellation_reason: 'Fewer circles this year' })).json(),
    );
    expect(downgraded.scheduled_change).toMatchObject({ plan: { subscription_tier: 1 }, effective_at: downgraded.current_period_end });
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 3, can_create_membership_card: true });
    // Renew takes a waiting downgrade back.
    expect(SubscriptionDetail.parse((await update({ is_renew: true })).json()).scheduled_change).toBeNull();

    // Renew is refused while nothing is cancelled or waiting; cancel needs a reason and keeps the plan until the period ends.
    expect((await update({ is_renew: true })).json().non_field_errors).toEqual([MESSAGES.membership.notRenewable]);
    expect((await cancel({ cancellation_reason: '   ' })).json().field_errors.cancellation_reason).toEqual([
      MESSAGES.membership.specifyReason,
    ]);
    const cancelled = SubscriptionDetail.parse((await cancel({ cancellation_reason: 'Moving abroad' })).json());
    expect(cancelled.cancel_at).toBe(cancelled.current_period_end);
    expect(cancelled.cancellation_reason).toBe('Moving abroad');
    expect((await identity(member)).applied_membership_tier).toBe(3);

    // Renew, by the flag or by the plan's own Renew action.
    const renewed = SubscriptionDetail.parse((await update({ is_renew: true })).json());
    expect(renewed).toMatchObject({ cancel_at: null, cancellation_reason: null, status: 'trialing' });
    await cancel({ cancellation_reason: 'Moving abroad' });
    expect(SubscriptionDetail.parse((await update({ price_id: priceOf(3, 'year').id })).json()).cancel_at).toBeNull();

    // Cancelled now: the plan ends at once and the free tier's grants apply; a new checkout is allowed again.
    const ended = SubscriptionDetail.parse((await cancel({ cancellation_reason: 'Done', cancel_at_period_end: false })).json());
    expect(ended.status).toBe('canceled');
    expect(ended.canceled_at).not.toBeNull();
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 0, one_to_one_chat: false, payment_status: 'cancelled' });
    expect((await update({ price_id: priceOf(2, 'year').id })).json().non_field_errors).toEqual([MESSAGES.membership.noSubscription]);
    await subscribe(member, priceOf(2, 'year').id);
    expect((await identity(member)).applied_membership_tier).toBe(2);
  });

  it('refuses downgrades and switches to an institutional member', async () => {
    const member = await t.newMember();
    await subscribe(member, priceOf(2, 'month').id);
    await t.database.connection.db
      .update(userSubscriptions)
      .set({ isInstitutionalMembership: true })
      .where(eq(userSubscriptions.userId, member.id));
    const update = (body: object) => t.post(commerceEndpoints.updateSubscription.path, body, member.headers);
    for (const body of [{ price_id: priceOf(1, 'month').id, cancellation_reason: 'Cheaper' }, { price_id: priceOf(2, 'year').id }]) {
      expect((await update(body)).json().non_field_errors).toEqual([MESSAGES.membership.institutionalLocked]);
    }
    expect((await update({ price_id: priceOf(3, 'month').id })).statusCode).toBe(200);
  });

  it('keeps every change with the provider event that made it, once per event', async () => {
    const member = await t.newMember();
    await subscribe(member, priceOf(1, 'month').id);
    const events = await t.database.connection.db.select().from(paymentEvents).where(eq(paymentEvents.userId, member.id));
    expect(events.map((event) => event.type).sort()).toEqual(['checkout.session.completed', 'customer.subscription.created']);
    const created = events.find((event) => event.type === 'customer.subscription.created')!;
    expect(created.change).toMatchObject({ applied_membership_tier: 1, previous_tier: 0, status: 'active' });

    // Every event delivered twice more is recognised by its id and changes nothing.
    const before = await detail(member);
    for (const event of [...events, ...events]) {
      expect(await receiveEvent(t.database.connection.db, 'builtin', ProviderEventShape.parse(event.payload))).toBe(false);
    }
    expect(await detail(member)).toEqual(before);
    expect(await t.database.connection.db.select().from(paymentEvents).where(eq(paymentEvents.userId, member.id))).toHaveLength(
      events.length,
    );
  });

  it('answers 401 to a visitor on every billing call and refuses unsigned webhooks', async () => {
    const calls = [
      t.inject({ url: api(commerceEndpoints.subscriptionDetail.path) }),
      t.post(commerceEndpoints.createSubscription.path, { price_id: 1, ...RETURNS }),
      t.post(commerceEndpoints.updateSubscription.path, { is_renew: true }),
      t.post(commerceEndpoints.cancelSubscription.path, { cancellation_reason: 'x' }),
      t.post(commerceEndpoints.customerPortal.path, {}),
    ];
    expect((await Promise.all(calls)).map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
    const before = await t.database.connection.db.select({ n: count() }).from(paymentEvents);
    const forged = await t.inject({
      method: 'POST',
      url: api(commerceEndpoints.webhook.path),
      payload: JSON.stringify({ id: 'evt_forged', type: 'customer.subscription.created', created: 1, data: { object: {} } }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail).toBe(MESSAGES.membership.badSignature);
    const unsigned = await t.inject({
      method: 'POST',
      url: api(commerceEndpoints.webhook.path),
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await t.database.connection.db.select({ n: count() }).from(paymentEvents)).toEqual(before);
  });

  it('answers 404 for an unknown checkout page and 400 for a malformed one', async () => {
    expect((await t.inject({ url: '/checkout/test/cs_test_000000000000000000000000' })).statusCode).toBe(404);
    expect((await t.inject({ url: '/checkout/test/nonsense' })).statusCode).toBe(400);
  });

  it('sends a subscriber to the billing portal and a free member nowhere', async () => {
    const member = await t.newMember();
    const refused = await t.post(commerceEndpoints.customerPortal.path, {}, member.headers);
    expect(refused.json().non_field_errors).toEqual([MESSAGES.membership.noSubscription]);
    await subscribe(member, priceOf(1, 'month').id);
    const portal = await t.post(commerceEndpoints.customerPortal.path, { return_url: '/membership' }, member.headers);
    const page = await t.inject({ url: new URL(portal.json().data).pathname });
    expect(page.body).toContain('End this period now');
    expect(page.body).toContain('<a href="http://localhost/membership">Back to the site</a>');
  });
});
