import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MemberDonationList } from '@trellis/contracts';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { checkoutSessions, groupDonations, groups, memberships } from '../../db/schema/index.ts';
import { addMembership } from '../../test-support/factory.ts';
import { api, type TestApp } from '../../test-support/test-app.ts';
import { RETURNS, startStripeTestApp, type Member, type StripeTestApp } from './stripe-test-app.ts';

describe('one-time payments through Stripe: circle fees and donations', () => {
  let app: StripeTestApp;
  let t: TestApp;
  let stripe: StripeTestApp['stripe'];

  beforeAll(async () => {
    app = await startStripeTestApp();
    ({ t, stripe } = app);
  });
  afterAll(() => app.close());

  const deliver = (event: object) => app.deliver(event);
  const eventsOf = (member: Member) => app.eventsOf(member);

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
});
