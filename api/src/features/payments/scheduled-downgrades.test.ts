import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { SubscriptionDetail, type SubscriptionPlan } from '@trellis/contracts';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { paymentEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { receiveEvent } from './payment-events.ts';
import { createPayments } from './payments.ts';
import { identityMembership, subscriptionDetail, subscriptionPlans } from './membership-test-reads.ts';

const ProviderEventShape = z.object({ id: z.string(), type: z.string(), created: z.number(), data: z.object({ object: z.unknown() }) });
type Member = Awaited<ReturnType<TestApp['newMember']>>;

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const RETURNS = { success_url: '/payment/success?type=subscription', cancel_url: '/payment/cancel' };
const DAY = 24 * 60 * 60;

// In a file of its own: moving the built-in provider's clock past a period's end renews every subscription it holds.
describe('downgrades at the end of the paid period, through the built-in checkout', () => {
  let t: TestApp;
  let plans: SubscriptionPlan[];
  const priceOf = (tier: number, interval: 'month' | 'year') =>
    plans.find((plan) => plan.subscription_tier === tier)!.prices.find((price) => price.recurring === interval)!;

  beforeAll(async () => {
    t = await createTestApp();
    plans = await subscriptionPlans(t);
  });
  afterAll(() => t.close());

  const db = () => t.database.connection.db;
  const identity = (member: Member) => identityMembership(t, member);
  const detail = (member: Member) => subscriptionDetail(t, member);
  const update = (member: Member, body: object) => t.post(commerceEndpoints.updateSubscription.path, body, member.headers);
  const eventsOf = (member: Member) => db().select().from(paymentEvents).where(eq(paymentEvents.userId, member.id));
  /** The provider's billing run, as its hourly check makes it once the clock passes `at`. */
  const billingRunAt = (at: number) => createPayments(db(), { provider: 'builtin' }).builtin!.renewDue(at);

  async function subscribe(member: Member, priceId: number) {
    const started = await t.post(
      commerceEndpoints.createSubscription.path,
      { price_id: priceId, discount_ids: [], ...RETURNS },
      member.headers,
    );
    const paid = await t.inject({
      method: 'POST',
      url: new URL(started.json().data).pathname,
      payload: new URLSearchParams({ action: 'pay', ...GOOD_CARD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
  }

  it('keeps the higher plan until the period ends, shows when it changes, and lets the member take it back', async () => {
    const member = await t.newMember();
    await subscribe(member, priceOf(3, 'month').id);
    const noReason = await update(member, { price_id: priceOf(1, 'month').id });
    expect(noReason.json().field_errors.cancellation_reason).toEqual([MESSAGES.membership.specifyReason]);
    expect((await detail(member)).scheduled_change).toBeNull();

    const answered = await update(member, { price_id: priceOf(1, 'month').id, cancellation_reason: 'Fewer circles' });
    expect(answered.statusCode, answered.body).toBe(200);
    const waiting = SubscriptionDetail.parse(answered.json());
    expect(waiting.plan?.subscription_tier).toBe(3);
    expect(waiting.scheduled_change).toEqual({
      plan: expect.objectContaining({ subscription_tier: 1 }),
      item: { price: expect.objectContaining({ id: priceOf(1, 'month').id, unit_amount: priceOf(1, 'month').price * 100 }) },
      effective_at: waiting.current_period_end,
    });
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 3, can_create_membership_card: true });
    expect((await eventsOf(member)).find((event) => event.type === 'subscription.change_scheduled')?.change).toMatchObject({
      scheduled_price: priceOf(1, 'month').id,
      reason: 'Fewer circles',
    });

    // Taken back: the plan runs on, and nothing changes at the period's end.
    const kept = SubscriptionDetail.parse((await update(member, { is_renew: true })).json());
    expect(kept).toMatchObject({ scheduled_change: null, plan: { subscription_tier: 3 } });
    expect((await eventsOf(member)).map((event) => event.type)).toContain('subscription.scheduled_change_dropped');
    await billingRunAt(Date.parse(kept.current_period_end!) / 1000 + 1);
    const renewed = await detail(member);
    expect(renewed).toMatchObject({ plan: { subscription_tier: 3 }, scheduled_change: null });
    expect(Date.parse(renewed.current_period_end!)).toBeGreaterThan(Date.parse(kept.current_period_end!));
  });

  it('applies the downgrade once from the events of the period end, whatever arrives again or late', async () => {
    const member = await t.newMember();
    await subscribe(member, priceOf(2, 'month').id);
    await update(member, { price_id: priceOf(1, 'month').id, cancellation_reason: 'Cheaper plan' });
    const before = await eventsOf(member);
    const end = Date.parse((await detail(member)).current_period_end!) / 1000;

    await billingRunAt(end - DAY);
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 2 });
    await billingRunAt(end + 1);
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 1, use_ama: false });
    const after = await detail(member);
    expect(after).toMatchObject({ status: 'active', scheduled_change: null, plan: { subscription_tier: 1 } });
    const periodEnd = (await eventsOf(member)).filter((event) => !before.some((earlier) => earlier.id === event.id));
    expect(periodEnd.map((event) => event.change)).toContainEqual(
      expect.objectContaining({ applied_membership_tier: 1, previous_tier: 2, price: priceOf(1, 'month').stripe_price_id }),
    );

    // Every event delivered again changes nothing.
    for (const event of await eventsOf(member)) {
      if (event.type.startsWith('customer.') || event.type.startsWith('checkout.')) {
        expect(await receiveEvent(db(), 'builtin', ProviderEventShape.parse(event.payload))).toBe(false);
      }
    }
    // An event made before the period's end, arriving after it under its own id, is older than what was applied.
    const attached = before.findLast((event) => event.type === 'customer.subscription.updated')!;
    const late = ProviderEventShape.parse(attached.payload);
    const applied = periodEnd.find((event) => event.type === 'customer.subscription.updated')!;
    expect(await receiveEvent(db(), 'builtin', { ...late, id: `${late.id}_late`, created: applied.eventCreated - 1 })).toBe(true);
    expect(await detail(member)).toEqual(after);
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 1 });
  });

  it('drops a waiting downgrade when the member upgrades or cancels instead', async () => {
    const member = await t.newMember();
    await subscribe(member, priceOf(2, 'month').id);
    await update(member, { price_id: priceOf(1, 'month').id, cancellation_reason: 'Cheaper plan' });
    const upgraded = SubscriptionDetail.parse((await update(member, { price_id: priceOf(3, 'month').id })).json());
    expect(upgraded).toMatchObject({ scheduled_change: null, plan: { subscription_tier: 3 } });

    await update(member, { price_id: priceOf(1, 'month').id, cancellation_reason: 'Cheaper plan' });
    const cancelled = await t.post(commerceEndpoints.cancelSubscription.path, { cancellation_reason: 'Leaving' }, member.headers);
    expect(SubscriptionDetail.parse(cancelled.json())).toMatchObject({ scheduled_change: null, plan: { subscription_tier: 3 } });
    await billingRunAt(Date.parse(SubscriptionDetail.parse(cancelled.json()).current_period_end!) / 1000 + 1);
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 0, payment_status: 'cancelled' });
  });
});
