import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONATION_MESSAGES, DonationOfferAnswer, GroupDetail } from '@trellis/contracts';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { groups } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const OFFER = { name: 'Fund a mentor', description: 'One session each.', price: 25, is_active: true };

describe("an organization's donation offer, set by its administrators", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.connection.db;
  const offerPath = (id: number) => api(`/groups/${id}/donation/`);
  const put = (id: number, payload: object, headers?: Record<string, string>) =>
    t.inject({ method: 'PUT', url: offerPath(id), payload, ...(headers ? { headers } : {}) });
  const detailOf = async (slug: string) => GroupDetail.parse((await t.inject({ url: api(`/groups/slug/${slug}/`) })).json());

  /** A new organization and a new member who administers it. */
  async function administeredOrganization() {
    const organization = await createOrganization(db());
    const admin = await t.newMember();
    await addMembership(db(), { userId: admin.id, groupId: organization.id, role: 'admin' });
    return { organization, admin };
  }

  it('is set, shown on the donation card, priced anew when its amount changes, and switched off and on', async () => {
    const { organization, admin } = await administeredOrganization();
    const before = await t.inject({ url: offerPath(organization.id), headers: admin.headers });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ offer: null });

    const created = await put(organization.id, { ...OFFER, name: '  Fund a mentor  ' }, admin.headers);
    expect(created.statusCode, created.body).toBe(200);
    const first = DonationOfferAnswer.parse(created.json()).offer!;
    expect(first).toEqual({ ...OFFER, stripe_price_id: expect.stringMatching(/^price_/) });
    expect((await detailOf(organization.slug)).donation_details).toEqual({
      name: 'Fund a mentor',
      description: 'One session each.',
      price: 25,
      stripe_price_id: first.stripe_price_id,
    });

    const sameAmount = DonationOfferAnswer.parse((await put(organization.id, { ...OFFER, description: 'Two now.' }, admin.headers)).json());
    expect(sameAmount.offer!.stripe_price_id).toBe(first.stripe_price_id);

    const raised = DonationOfferAnswer.parse((await put(organization.id, { ...OFFER, price: 40.5 }, admin.headers)).json()).offer!;
    expect(raised.price).toBe(40.5);
    expect(raised.stripe_price_id).not.toBe(first.stripe_price_id);
    expect((await detailOf(organization.slug)).donation_details?.price).toBe(40.5);

    // A donor still holding the old amount's card is refused rather than charged an amount they were not shown.
    const donor = await t.newMember();
    const stale = await t.post(commerceEndpoints.donate.path, { price_id: first.stripe_price_id }, donor.headers);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().non_field_errors).toEqual([MESSAGES.membership.unknownDonation]);
    const started = await t.post(commerceEndpoints.donate.path, { price_id: raised.stripe_price_id }, donor.headers);
    expect(started.statusCode, started.body).toBe(200);
    const checkout = await t.inject({ url: new URL(started.json().url).pathname });
    expect(checkout.body).toContain('$40.50');

    const off = await put(organization.id, { ...OFFER, price: 40.5, is_active: false }, admin.headers);
    expect(DonationOfferAnswer.parse(off.json()).offer).toMatchObject({ is_active: false, stripe_price_id: raised.stripe_price_id });
    expect((await detailOf(organization.slug)).donation_details).toBeNull();
    const whileOff = await t.post(commerceEndpoints.donate.path, { price_id: raised.stripe_price_id }, donor.headers);
    expect(whileOff.statusCode).toBe(400);
    const kept = await t.inject({ url: offerPath(organization.id), headers: admin.headers });
    expect(kept.json().offer).toMatchObject({ name: 'Fund a mentor', price: 40.5, is_active: false });

    await put(organization.id, { ...OFFER, price: 40.5 }, admin.headers);
    expect((await detailOf(organization.slug)).donation_details?.stripe_price_id).toBe(raised.stripe_price_id);
  });

  it("refuses bad input in the form's words", async () => {
    const { organization, admin } = await administeredOrganization();
    const cases: [object, string, string][] = [
      [{ ...OFFER, name: '   ' }, 'name', DONATION_MESSAGES.required],
      [{ ...OFFER, name: 'x'.repeat(201) }, 'name', DONATION_MESSAGES.tooLong(200)],
      [{ ...OFFER, description: 'x'.repeat(4001) }, 'description', DONATION_MESSAGES.tooLong(4000)],
      [{ ...OFFER, price: 0 }, 'price', DONATION_MESSAGES.aboveZero],
      [{ ...OFFER, price: -5 }, 'price', DONATION_MESSAGES.aboveZero],
      [{ ...OFFER, price: 100_000.01 }, 'price', DONATION_MESSAGES.tooLarge(100_000)],
      [{ ...OFFER, price: 10.005 }, 'price', DONATION_MESSAGES.cents],
      [{ ...OFFER, price: '25' }, 'price', DONATION_MESSAGES.required],
      [{ name: 'x', price: 5 }, 'is_active', DONATION_MESSAGES.required],
    ];
    for (const [body, field, message] of cases) {
      const refused = await put(organization.id, body, admin.headers);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().field_errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect((await t.inject({ url: offerPath(organization.id), headers: admin.headers })).json()).toEqual({ offer: null });

    const [circle] = await db()
      .insert(groups)
      .values({ name: 'A circle', nameSlug: `circle-${organization.slug}`, groupType: 'circle' })
      .returning({ id: groups.id });
    await addMembership(db(), { userId: admin.id, groupId: circle!.id, role: 'admin' });
    const notOrganization = await put(circle!.id, OFFER, admin.headers);
    expect(notOrganization.statusCode).toBe(400);
    expect(notOrganization.json().non_field_errors).toEqual([DONATION_MESSAGES.notAnOrganization]);
  });

  it('is refused to visitors, members, pending administrators and administrators of another organization', async () => {
    const { organization, admin } = await administeredOrganization();
    await put(organization.id, OFFER, admin.headers);
    const { admin: otherAdmin } = await administeredOrganization();
    const member = await t.newMember();
    await addMembership(db(), { userId: member.id, groupId: organization.id, role: 'member' });
    const pending = await t.newMember();
    await addMembership(db(), { userId: pending.id, groupId: organization.id, role: 'admin', status: 'pending' });

    expect((await t.inject({ url: offerPath(organization.id) })).statusCode).toBe(401);
    expect((await put(organization.id, { ...OFFER, price: 1 })).statusCode).toBe(401);
    for (const caller of [member, pending, otherAdmin]) {
      const read = await t.inject({ url: offerPath(organization.id), headers: caller.headers });
      expect(read.statusCode).toBe(403);
      expect(read.json().detail).toBe(DONATION_MESSAGES.notAdministrator);
      const write = await put(organization.id, { ...OFFER, price: 1 }, caller.headers);
      expect(write.statusCode).toBe(403);
      expect(write.json().detail).toBe(DONATION_MESSAGES.notAdministrator);
    }
    expect((await detailOf(organization.slug)).donation_details?.price).toBe(25);

    expect((await t.inject({ url: offerPath(999_999), headers: admin.headers })).statusCode).toBe(404);
    expect((await put(999_999, OFFER, admin.headers)).statusCode).toBe(404);
    expect((await t.inject({ url: api('/groups/abc/donation/'), headers: admin.headers })).statusCode).toBe(400);
  });

  it('pays the new amount on the test card once an administrator changed it', async () => {
    const { organization, admin } = await administeredOrganization();
    const { offer } = DonationOfferAnswer.parse((await put(organization.id, { ...OFFER, price: 12 }, admin.headers)).json());
    const donor = await t.newMember();
    const started = await t.post(commerceEndpoints.donate.path, { price_id: offer!.stripe_price_id }, donor.headers);
    const page = new URL(started.json().url).pathname;
    const paid = await t.inject({
      method: 'POST',
      url: page,
      payload: 'action=pay&number=4242424242424242&expiry=12%2F39&cvc=123',
      headers: FORM,
    });
    expect(paid.statusCode).toBe(303);
    const history = await t.inject({ url: api('/donations/'), headers: donor.headers });
    expect(history.json().data).toEqual([
      expect.objectContaining({ amount: 12, status: 'complete', organization: expect.objectContaining({ id: organization.id }) }),
    ]);
  });
});
