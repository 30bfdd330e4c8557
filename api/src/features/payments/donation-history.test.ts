import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONATION_MESSAGES, MemberDonationList, ReceivedDonationList } from '@trellis/contracts';
import { checkoutSessions } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

type Status = 'open' | 'complete' | 'canceled';

describe('donation history: a member sees their own donations, an organization administrator those made to it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.connection.db;
  let sessionCounter = 0;

  /** Donation records as checkouts leave them, one minute apart from `start` on, oldest first. */
  async function donations(userId: number, groupId: number, amounts: number[], status: Status = 'complete', start = Date.UTC(2026, 0, 1)) {
    await db()
      .insert(checkoutSessions)
      .values(
        amounts.map((amountCents, index) => ({
          provider: 'builtin' as const,
          providerSessionId: `cs_history_${++sessionCounter}_${userId}`,
          userId,
          purpose: 'donation' as const,
          groupId,
          amountCents,
          status,
          createdAt: new Date(start + index * 60_000),
        })),
      );
  }

  it("pages the member's own donations newest first, 10 a page, with the organization and status", async () => {
    const member = await t.newMember();
    const harbor = await createOrganization(db());
    const openCode = await createOrganization(db());
    await donations(member.id, harbor.id, [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100]);
    await donations(member.id, openCode.id, [2550], 'canceled', Date.UTC(2026, 1, 1));
    // A subscription checkout is not a donation.
    await db()
      .insert(checkoutSessions)
      .values({
        provider: 'builtin',
        providerSessionId: `cs_history_subscription_${member.id}`,
        userId: member.id,
        purpose: 'subscription',
        amountCents: 9000,
      });

    const first = await t.inject({ url: api('/donations/'), headers: member.headers });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = MemberDonationList.parse(first.json());
    expect(page1.pagination).toEqual({ count: 12, page: 1, page_size: 10 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toEqual({
      id: expect.any(Number),
      created_at: '2026-02-01T00:00:00.000Z',
      amount: 25.5,
      status: 'canceled',
      organization: { id: openCode.id, name: `Organization ${openCode.slug}`, name_slug: openCode.slug },
    });
    expect(page1.data.slice(1).map((row) => row.amount)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3]);

    const page2 = MemberDonationList.parse((await t.inject({ url: api('/donations/?page=2'), headers: member.headers })).json());
    expect(page2.data.map((row) => [row.amount, row.status, row.organization?.id])).toEqual([
      [2, 'complete', harbor.id],
      [1, 'complete', harbor.id],
    ]);
    const beyond = MemberDonationList.parse((await t.inject({ url: api('/donations/?page=3'), headers: member.headers })).json());
    expect(beyond).toEqual({ data: [], pagination: { count: 12, page: 3, page_size: 10 } });
  });

  it('shows another member none of them, and refuses a visitor and a bad page', async () => {
    const member = await t.newMember();
    const organization = await createOrganization(db());
    await donations(member.id, organization.id, [500]);
    const other = await t.newMember();
    const theirs = await t.inject({ url: api('/donations/'), headers: other.headers });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ data: [], pagination: { count: 0, page: 1, page_size: 10 } });
    expect((await t.inject({ url: api('/donations/') })).statusCode).toBe(401);
    for (const page of ['0', '-1', 'abc', '1000001']) {
      const bad = await t.inject({ url: api(`/donations/?page=${page}`), headers: member.headers });
      expect(bad.statusCode, page).toBe(400);
      expect(bad.json().field_errors.page, page).toBeDefined();
    }
  });

  it("shows an organization's administrators the donations made to it, with each donor, and only those", async () => {
    const organization = await createOrganization(db());
    const elsewhere = await createOrganization(db());
    const admin = await t.newMember();
    await addMembership(db(), { userId: admin.id, groupId: organization.id, role: 'leader' });
    const donor = await t.newMember();
    const otherDonor = await t.newMember();
    await donations(donor.id, organization.id, [1500, 2500]);
    await donations(otherDonor.id, organization.id, [1000], 'open', Date.UTC(2026, 5, 1));
    await donations(donor.id, elsewhere.id, [9900]);

    const answer = await t.inject({ url: api(`/groups/${organization.id}/donations/`), headers: admin.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    const received = ReceivedDonationList.parse(answer.json());
    expect(received.pagination).toEqual({ count: 3, page: 1, page_size: 10 });
    expect(received.data.map((row) => [row.amount, row.status, row.donor.id])).toEqual([
      [10, 'open', otherDonor.id],
      [25, 'complete', donor.id],
      [15, 'complete', donor.id],
    ]);
    expect(received.data[1]!.donor).toEqual({ id: donor.id, name: expect.any(String), name_slug: donor.slug });

    const none = await createOrganization(db());
    await addMembership(db(), { userId: admin.id, groupId: none.id, role: 'admin' });
    const empty = await t.inject({ url: api(`/groups/${none.id}/donations/`), headers: admin.headers });
    expect(empty.json()).toEqual({ data: [], pagination: { count: 0, page: 1, page_size: 10 } });
  });

  it("refuses the donations made to an organization to its members, donors and another organization's administrators", async () => {
    const organization = await createOrganization(db());
    const donor = await t.newMember();
    await donations(donor.id, organization.id, [1500]);
    const member = await t.newMember();
    await addMembership(db(), { userId: member.id, groupId: organization.id, role: 'member' });
    const otherAdmin = await t.newMember();
    const other = await createOrganization(db());
    await addMembership(db(), { userId: otherAdmin.id, groupId: other.id, role: 'admin' });

    const path = api(`/groups/${organization.id}/donations/`);
    expect((await t.inject({ url: path })).statusCode).toBe(401);
    for (const caller of [donor, member, otherAdmin]) {
      const refused = await t.inject({ url: path, headers: caller.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: DONATION_MESSAGES.notAdministrator });
    }
    expect((await t.inject({ url: api('/groups/999999/donations/'), headers: otherAdmin.headers })).statusCode).toBe(404);
  });
});
