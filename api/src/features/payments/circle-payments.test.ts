import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { checkoutSessions, groups, memberships, paymentEvents, userSubscriptions } from '../../db/schema/index.ts';
import { addMembership } from '../../test-support/factory.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { circlePriceCents } from './circle-payments.ts';

const RETURNS = { success_url: '/payment/success?type=payment&group=paid-circle', cancel_url: '/payment/cancel?type=payment' };

describe('circle payments through the built-in checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.connection.db;
  async function paidCircle(priceCents: number, discount = 0) {
    const slug = `paid-circle-${Math.random().toString(36).slice(2, 10)}`;
    const [row] = await db()
      .insert(groups)
      .values({ name: `Circle ${slug}`, nameSlug: slug, groupType: 'circle', isVerified: true, priceCents, discount })
      .returning({ id: groups.id });
    return row!.id;
  }
  async function acceptedOwing(userId: number, groupId: number) {
    await addMembership(db(), { userId, groupId });
    await db()
      .update(memberships)
      .set({ paymentStatus: 'pending' })
      .where(and(eq(memberships.userId, userId), eq(memberships.groupId, groupId)));
  }
  const paymentStatus = async (userId: number, groupId: number) =>
    (
      await db()
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.groupId, groupId)))
    )[0]?.paymentStatus;

  it('prices a circle with its discount and the plan discount, to the cent', () => {
    expect(circlePriceCents(5000, 20, 0)).toBe(4000);
    expect(circlePriceCents(5000, 20, 25)).toBe(3000);
    expect(circlePriceCents(999, 0, 10)).toBe(899);
    expect(circlePriceCents(5000, 100, 0)).toBe(0);
    expect(circlePriceCents(5000, 150, -5)).toBe(0);
  });

  it('takes an accepted member from pending to confirmed once the card is charged, once', async () => {
    const member = await t.newMember();
    const circle = await paidCircle(5000, 20);
    await acceptedOwing(member.id, circle);
    const started = await t.post(commerceEndpoints.createOneTimePayment.path, { group_id: circle, ...RETURNS }, member.headers);
    expect(started.statusCode, started.body).toBe(200);
    const page = new URL(started.json().data).pathname;
    const form = await t.inject({ url: page });
    expect(form.body).toContain('$40.00');
    expect(await paymentStatus(member.id, circle)).toBe('pending');

    const paid = await t.inject({
      method: 'POST',
      url: page,
      payload: 'action=pay&number=4242424242424242&expiry=12%2F39&cvc=123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost/payment/success?type=payment&group=paid-circle');
    expect(await paymentStatus(member.id, circle)).toBe('confirmed');
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.userId, member.id));
    expect(events.map((event) => event.change)).toEqual([expect.objectContaining({ group: circle, payment_status: 'confirmed' })]);

    const again = await t.post(commerceEndpoints.createOneTimePayment.path, { group_id: circle, ...RETURNS }, member.headers);
    expect(again.json().non_field_errors).toEqual([MESSAGES.membership.nothingToPay]);
  });

  it('confirms at once a price discounted to nothing', async () => {
    const member = await t.newMember();
    const circle = await paidCircle(5000, 100);
    await acceptedOwing(member.id, circle);
    const started = await t.post(commerceEndpoints.createOneTimePayment.path, { group_id: circle, ...RETURNS }, member.headers);
    expect(started.json().data).toBe('http://localhost/payment/success?type=payment&group=paid-circle');
    expect(await paymentStatus(member.id, circle)).toBe('confirmed');
  });

  it("confirms at once a circle made free by the plan's 100 percent circle discount, with no checkout", async () => {
    const member = await t.newMember();
    await db()
      .insert(userSubscriptions)
      .values({ userId: member.id, circleDiscountPercent: 100 })
      .onConflictDoUpdate({ target: userSubscriptions.userId, set: { circleDiscountPercent: 100 } });
    const circle = await paidCircle(7500);
    await acceptedOwing(member.id, circle);
    const started = await t.post(commerceEndpoints.createOneTimePayment.path, { group_id: circle, ...RETURNS }, member.headers);
    expect(started.json().data).toBe('http://localhost/payment/success?type=payment&group=paid-circle');
    expect(await paymentStatus(member.id, circle)).toBe('confirmed');
    expect(await db().select().from(checkoutSessions).where(eq(checkoutSessions.userId, member.id))).toEqual([]);
  });

  it('charges the full price to a member whose plan gives no circle discount', async () => {
    const member = await t.newMember();
    await db().delete(userSubscriptions).where(eq(userSubscriptions.userId, member.id));
    const circle = await paidCircle(7500);
    await acceptedOwing(member.id, circle);
    const started = await t.post(commerceEndpoints.createOneTimePayment.path, { group_id: circle, ...RETURNS }, member.headers);
    const form = await t.inject({ url: new URL(started.json().data).pathname });
    expect(form.body).toContain('$75.00');
    expect(await paymentStatus(member.id, circle)).toBe('pending');
  });

  it('refuses a member with nothing due, a visitor, and bad input', async () => {
    const member = await t.newMember();
    const circle = await paidCircle(5000);
    const refused = await t.post(commerceEndpoints.createOneTimePayment.path, { group_id: circle, ...RETURNS }, member.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual([MESSAGES.membership.nothingToPay]);
    await addMembership(db(), { userId: member.id, groupId: circle, status: 'pending' });
    expect((await t.post(commerceEndpoints.createOneTimePayment.path, { group_id: circle, ...RETURNS }, member.headers)).statusCode).toBe(
      400,
    );
    expect((await t.post(commerceEndpoints.createOneTimePayment.path, { group_id: circle, ...RETURNS })).statusCode).toBe(401);
    const bad = await t.post(commerceEndpoints.createOneTimePayment.path, { group_id: -1, ...RETURNS }, member.headers);
    expect(bad.json().field_errors.group_id).toBeDefined();
  });
});
