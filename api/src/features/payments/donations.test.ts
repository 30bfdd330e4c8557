import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GroupDetail } from '@trellis/contracts';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { checkoutSessions, groupDonations, groups, paymentEvents } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('donations through the built-in checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.connection.db;
  async function charity(amountCents: number) {
    const slug = `charity-${Math.random().toString(36).slice(2, 10)}`;
    const [row] = await db()
      .insert(groups)
      .values({ name: `Charity ${slug}`, nameSlug: slug, groupType: 'organization', isVerified: true })
      .returning({ id: groups.id });
    const priceId = `price_${slug}`;
    await db()
      .insert(groupDonations)
      .values({ groupId: row!.id, name: 'Fund a mentor', description: 'One session each.', amountCents, stripePriceId: priceId });
    return { id: row!.id, slug, priceId };
  }
  const recordsOf = (userId: number) => db().select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId));

  it("shows an organization's donation on its detail, and none on a group that takes none", async () => {
    const organization = await charity(2500);
    const detail = GroupDetail.parse((await t.inject({ url: api(`/groups/slug/${organization.slug}/`) })).json());
    expect(detail.donation_details).toEqual({
      name: 'Fund a mentor',
      description: 'One session each.',
      price: 25,
      stripe_price_id: organization.priceId,
    });
    const [plain] = await db()
      .insert(groups)
      .values({ name: 'No donations', nameSlug: `plain-${organization.slug}`, groupType: 'organization' })
      .returning();
    const none = GroupDetail.parse((await t.inject({ url: api(`/groups/slug/${plain!.nameSlug}/`) })).json());
    expect(none.donation_details).toBeNull();
  });

  it("charges the organization's amount on the test card, records the donation once and returns to 'Donation Complete'", async () => {
    const member = await t.newMember();
    const organization = await charity(2500);
    const started = await t.post(commerceEndpoints.donate.path, { price_id: organization.priceId }, member.headers);
    expect(started.statusCode, started.body).toBe(200);
    const page = new URL(started.json().url).pathname;
    const form = await t.inject({ url: page });
    expect(form.body).toContain('Fund a mentor');
    expect(form.body).toContain('$25.00');
    expect(await recordsOf(member.id)).toEqual([expect.objectContaining({ purpose: 'donation', status: 'open', amountCents: 2500 })]);

    const declined = await t.inject({
      method: 'POST',
      url: page,
      payload: 'action=pay&number=4000000000000002&expiry=12%2F39&cvc=123',
      headers: FORM,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain(MESSAGES.membership.cardDeclined);
    expect((await recordsOf(member.id))[0]?.status).toBe('open');

    const paid = await t.inject({
      method: 'POST',
      url: page,
      payload: 'action=pay&number=4242424242424242&expiry=12%2F39&cvc=123',
      headers: FORM,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost/payment/success?type=donation');
    expect(await recordsOf(member.id)).toEqual([expect.objectContaining({ status: 'complete', groupId: organization.id })]);
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.userId, member.id));
    expect(events.map((event) => event.change)).toEqual([
      expect.objectContaining({ status: 'complete', donation_to: organization.id, amount_cents: 2500 }),
    ]);

    const payAgain = await t.inject({
      method: 'POST',
      url: page,
      payload: 'action=pay&number=4242424242424242&expiry=12%2F39&cvc=123',
      headers: FORM,
    });
    expect(payAgain.statusCode).not.toBe(303);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.userId, member.id))).toHaveLength(1);
  });

  it('records an abandoned donation as cancelled and returns to the cancel page', async () => {
    const member = await t.newMember();
    const organization = await charity(1000);
    const started = await t.post(commerceEndpoints.donate.path, { price_id: organization.priceId }, member.headers);
    const page = new URL(started.json().url).pathname;
    const left = await t.inject({ method: 'POST', url: page, payload: 'action=cancel', headers: FORM });
    expect(left.statusCode).toBe(303);
    expect(left.headers.location).toBe('http://localhost/payment/cancel?type=donation');
    expect(await recordsOf(member.id)).toEqual([expect.objectContaining({ status: 'canceled', completedAt: null })]);
  });

  it('refuses an unknown donation, a visitor, and bad input', async () => {
    const member = await t.newMember();
    const unknown = await t.post(commerceEndpoints.donate.path, { price_id: 'price_nobody' }, member.headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().non_field_errors).toEqual([MESSAGES.membership.unknownDonation]);
    const organization = await charity(1000);
    expect((await t.post(commerceEndpoints.donate.path, { price_id: organization.priceId })).statusCode).toBe(401);
    for (const body of [{}, { price_id: '' }, { price_id: 'x'.repeat(256) }, { price_id: 25 }]) {
      const bad = await t.post(commerceEndpoints.donate.path, body, member.headers);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().field_errors.price_id).toBeDefined();
    }
    expect(await recordsOf(member.id)).toEqual([]);
  });
});
