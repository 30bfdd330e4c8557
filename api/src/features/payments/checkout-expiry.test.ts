import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MemberDonationList } from '@trellis/contracts';
import { commerceEndpoints, identityEndpoints } from '@trellis/contracts/endpoints';
import { builtinPaymentObjects, checkoutSessions, groupDonations, groups, paymentEvents } from '../../db/schema/index.ts';
import { runHousekeeping } from '../../housekeeping/expired-rows.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPayments } from './payments.ts';
import { CHECKOUT_LIFETIME_SECONDS } from './provider.ts';
import { subscriptionPlans } from './membership-test-reads.ts';

type Member = Awaited<ReturnType<TestApp['newMember']>>;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PAY = 'action=pay&number=4242424242424242&expiry=12%2F39&cvc=123';
const MINUTE = 60 * 1000;

// In a file of its own: the housekeeping run moved past the checkout lifetime expires every open built-in checkout.
describe('unfinished checkouts of the built-in provider expire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.connection.db;
  /** The hourly housekeeping, as the server runs it, at a time of the test's choosing. */
  const housekeepingAt = (at: Date) => runHousekeeping(db(), createPayments(db(), { provider: 'builtin' }), at);
  const afterLifetime = (from: number, extraMs: number) => new Date(from + CHECKOUT_LIFETIME_SECONDS * 1000 + extraMs);

  async function charity() {
    const slug = `expiring-${Math.random().toString(36).slice(2, 10)}`;
    const [row] = await db()
      .insert(groups)
      .values({ name: `Charity ${slug}`, nameSlug: slug, groupType: 'organization', isVerified: true })
      .returning({ id: groups.id });
    const priceId = `price_${slug}`;
    await db().insert(groupDonations).values({ groupId: row!.id, name: 'Fund a mentor', amountCents: 1800, stripePriceId: priceId });
    return priceId;
  }
  async function donate(member: Member, priceId: string) {
    const started = await t.post(commerceEndpoints.donate.path, { price_id: priceId }, member.headers);
    expect(started.statusCode, started.body).toBe(200);
    return new URL(started.json().url).pathname;
  }
  const sessionIdOf = (page: string) => page.split('/').at(-1)!;
  const statusOf = async (page: string) =>
    (
      await db()
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.providerSessionId, sessionIdOf(page)))
    )[0]?.status;
  const eventsOf = (member: Member) => db().select().from(paymentEvents).where(eq(paymentEvents.userId, member.id));

  it('expires a checkout left open past its lifetime once, keeps those paid or cancelled, and takes no payment on it', async () => {
    const member = await t.newMember();
    const priceId = await charity();
    const opened = Date.now();
    const leftOpen = await donate(member, priceId);
    const cancelled = await donate(member, priceId);
    const paid = await donate(member, priceId);
    expect((await t.inject({ method: 'POST', url: cancelled, payload: 'action=cancel', headers: FORM })).statusCode).toBe(303);
    expect((await t.inject({ method: 'POST', url: paid, payload: PAY, headers: FORM })).statusCode).toBe(303);
    const plans = await subscriptionPlans(t);
    const explorer = plans.find((plan) => plan.subscription_tier === 1)!.prices[0]!;
    const subscribing = await t.post(
      commerceEndpoints.createSubscription.path,
      { price_id: explorer.id, discount_ids: [], success_url: '/', cancel_url: '/' },
      member.headers,
    );
    const unpaidPlan = new URL(subscribing.json().data).pathname;

    expect((await housekeepingAt(afterLifetime(opened, -MINUTE))).expiredCheckouts).toBe(0);
    expect(await statusOf(leftOpen)).toBe('open');

    expect((await housekeepingAt(afterLifetime(opened, MINUTE))).expiredCheckouts).toBe(2);
    expect(await statusOf(leftOpen)).toBe('expired');
    expect(await statusOf(unpaidPlan)).toBe('expired');
    expect(await statusOf(cancelled)).toBe('canceled');
    expect(await statusOf(paid)).toBe('complete');
    const expiries = (await eventsOf(member)).filter((event) => event.type === 'checkout.session.expired');
    expect(expiries.map((event) => event.change)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ checkout: sessionIdOf(cancelled), status: 'canceled' }),
        expect.objectContaining({ checkout: sessionIdOf(leftOpen), status: 'expired' }),
        expect.objectContaining({ checkout: sessionIdOf(unpaidPlan), status: 'expired' }),
      ]),
    );
    expect(expiries).toHaveLength(3);

    const eventCount = (await eventsOf(member)).length;
    expect((await housekeepingAt(afterLifetime(opened, 2 * MINUTE))).expiredCheckouts).toBe(0);
    expect(await eventsOf(member)).toHaveLength(eventCount);

    // Past its lifetime the page takes no card: the donor is told, and nothing is charged or recorded.
    const shown = await t.inject({ url: leftOpen });
    expect(shown.body).toContain('This checkout has expired.');
    const late = await t.inject({ method: 'POST', url: leftOpen, payload: PAY, headers: FORM });
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('This checkout has expired.');
    expect(await statusOf(leftOpen)).toBe('expired');
    expect((await eventsOf(member)).filter((event) => event.type === 'checkout.session.completed')).toHaveLength(1);
    const identity = await t.inject({ url: api(identityEndpoints.identity.path), headers: member.headers });
    expect(identity.json().user_subscription.applied_membership_tier).toBe(0);

    const history = MemberDonationList.parse(
      (await t.inject({ url: api(commerceEndpoints.myDonations.path), headers: member.headers })).json(),
    ).data;
    expect(history.map((row) => row.status).sort()).toEqual(['canceled', 'complete', 'expired']);
  });

  it('expires a checkout stored without its lifetime end a lifetime after it was stored', async () => {
    const member = await t.newMember();
    const page = await donate(member, await charity());
    const storedAt = Date.now() - CHECKOUT_LIFETIME_SECONDS * 1000 - MINUTE;
    await db()
      .update(builtinPaymentObjects)
      .set({ data: sql`${builtinPaymentObjects.data} - 'expires_at'`, createdAt: new Date(storedAt) })
      .where(and(eq(builtinPaymentObjects.id, sessionIdOf(page)), eq(builtinPaymentObjects.kind, 'checkout.session')));

    expect((await housekeepingAt(new Date())).expiredCheckouts).toBe(1);
    expect(await statusOf(page)).toBe('expired');
  });
});
