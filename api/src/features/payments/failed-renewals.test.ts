import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type SubscriptionPlan } from '@trellis/contracts';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { userSubscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPayments } from './payments.ts';
import { identityMembership, monthlyPrice, subscriptionDetail, subscriptionPlans } from './membership-test-reads.ts';

type Member = Awaited<ReturnType<TestApp['newMember']>>;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const card = (number: string) => new URLSearchParams({ action: 'pay', number, expiry: '12/39', cvc: '123' }).toString();

// In a file of its own: moving the built-in provider's clock past a period's end renews every subscription it holds.
describe('a failed renewal through the built-in checkout, resolved by paying it', () => {
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
  const billingRunAt = (at: number) => createPayments(t.database.connection.db, { provider: 'builtin' }).builtin!.renewDue(at);

  it('keeps the plan while the renewal is past due, and the portal page takes the payment and renews it', async () => {
    const member = await t.newMember();
    const started = await t.post(
      commerceEndpoints.createSubscription.path,
      { price_id: explorerMonthly().id, discount_ids: [], success_url: '/', cancel_url: '/' },
      member.headers,
    );
    const checkout = new URL(started.json().data).pathname;
    expect((await t.inject({ method: 'POST', url: checkout, payload: card('4000 0000 0000 0341'), headers: FORM })).statusCode).toBe(303);
    const first = await detail(member);
    expect(first.status).not.toBe('past_due');

    await billingRunAt(Date.parse(first.current_period_end!) / 1000 + 1);
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 1, payment_status: 'past_due' });
    expect(await detail(member)).toMatchObject({ status: 'past_due', current_period_end: first.current_period_end });

    const portal = await t.post(commerceEndpoints.customerPortal.path, { return_url: '/membership' }, member.headers);
    const page = new URL(portal.json().data).pathname;
    expect(page).toMatch(/^\/checkout\/test\/cs_test_\w+$/);
    const form = await t.inject({ url: page });
    expect(form.body).toContain('Overdue membership payment');
    expect(form.body).toContain(`$${explorerMonthly().price.toFixed(2)}`);

    const declined = await t.inject({ method: 'POST', url: page, payload: card('4000 0000 0000 0002'), headers: FORM });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain(MESSAGES.membership.cardDeclined);
    expect((await detail(member)).status).toBe('past_due');

    const paid = await t.inject({ method: 'POST', url: page, payload: card('4242 4242 4242 4242'), headers: FORM });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost/membership');
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 1, payment_status: 'confirmed' });
    const settled = await detail(member);
    expect(settled.status).toBe('active');
    expect(Date.parse(settled.current_period_end!)).toBeGreaterThan(Date.parse(first.current_period_end!));

    // The new card is the saved one: the next period renews, and the portal has nothing left to settle.
    await billingRunAt(Date.parse(settled.current_period_end!) / 1000 + 1);
    expect(await detail(member)).toMatchObject({ status: 'active' });
    const nothing = await t.post(commerceEndpoints.customerPortal.path, { return_url: '/membership' }, member.headers);
    expect(new URL(nothing.json().data).pathname).toMatch(/^\/checkout\/test\/portal\/bps_test_\w+$/);
  });

  it("ends a member's own period now with the portal's test clock, as the billing run would at its end", async () => {
    const [member, other] = [await t.newMember(), await t.newMember()];
    for (const [who, number] of [
      [member, '4000 0000 0000 0341'],
      [other, '4242 4242 4242 4242'],
    ] as const) {
      const started = await t.post(
        commerceEndpoints.createSubscription.path,
        { price_id: explorerMonthly().id, discount_ids: [], success_url: '/', cancel_url: '/' },
        who.headers,
      );
      const checkout = new URL(started.json().data).pathname;
      expect((await t.inject({ method: 'POST', url: checkout, payload: card(number), headers: FORM })).statusCode).toBe(303);
    }
    const portal = await t.post(commerceEndpoints.customerPortal.path, { return_url: '/membership' }, member.headers);
    const page = new URL(portal.json().data).pathname;
    expect(page).toMatch(/^\/checkout\/test\/portal\/bps_test_[0-9a-f]{24}$/);
    const shown = await t.inject({ url: page });
    expect(shown.body).toContain(`$${explorerMonthly().price.toFixed(2)}</strong> / month`);
    const own = /name="subscription" value="(sub_test_[0-9a-f]{24})"/.exec(shown.body)![1]!;

    // Another member's subscription is not this portal's to move.
    const [othersRow] = await t.database.connection.db
      .select({ id: userSubscriptions.stripeSubscriptionId })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, other.id));
    const foreign = new URLSearchParams({ subscription: othersRow!.id! }).toString();
    expect((await t.inject({ method: 'POST', url: page, payload: foreign, headers: FORM })).statusCode).toBe(404);
    expect((await detail(other)).status).toBe('active');

    const before = await detail(member);
    const ended = await t.inject({
      method: 'POST',
      url: page,
      payload: new URLSearchParams({ subscription: own }).toString(),
      headers: FORM,
    });
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe('http://localhost/membership');
    expect(await identity(member)).toMatchObject({ applied_membership_tier: 1, payment_status: 'past_due' });
    expect(await detail(member)).toMatchObject({ status: 'past_due', current_period_end: before.current_period_end });
    const resolve = await t.post(commerceEndpoints.customerPortal.path, { return_url: '/membership' }, member.headers);
    expect((await t.inject({ url: new URL(resolve.json().data).pathname })).body).toContain('Overdue membership payment');
  });
});
