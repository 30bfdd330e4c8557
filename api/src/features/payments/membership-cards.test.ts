import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type SubscriptionPlan } from '@trellis/contracts';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { users } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { renderMembershipCard } from './membership-card-image.ts';
import { subscriptionPlans, monthlyPrice } from './membership-test-reads.ts';

type Member = Awaited<ReturnType<TestApp['newMember']>>;
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

describe('membership card image', () => {
  const face = {
    memberName: 'Ada <Lovelace> & Co',
    planName: 'Leader',
    brandName: 'Trellis',
    brandColour: '#0b6e4f',
    code: 'ABCD2345EFGH',
    issued: new Date('2026-11-25T12:00:00Z'),
    photo: null,
  };

  it('shows the brand in its colour, the name escaped, the plan, the issue date and the code, with initials without a photo', () => {
    const svg = renderMembershipCard(face);
    expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg /);
    expect(svg).toContain('fill="#0b6e4f"');
    expect(svg).toContain('Ada &lt;Lovelace&gt; &amp; Co');
    expect(svg).not.toContain('<Lovelace>');
    expect(svg).toContain('Leader member');
    expect(svg).toContain('Issued November 25, 2026');
    expect(svg).toContain('>ABCD2345EFGH</text>');
    expect(svg).toContain('>A&lt;</text>');
    expect(svg).not.toContain('<image');
  });

  it('inlines the photo, and never lets a colour or photo address break out of its attribute', () => {
    const svg = renderMembershipCard({ ...face, photo: 'data:image/png;base64,iVBORw0KGgo=', brandColour: 'red" onload="x' });
    expect(svg).toContain('<image href="data:image/png;base64,iVBORw0KGgo="');
    expect(svg).not.toContain('onload');
    expect(svg).toContain('fill="#1f3a5f"');
  });
});

describe('membership cards', () => {
  let t: TestApp;
  let plans: SubscriptionPlan[];
  beforeAll(async () => {
    t = await createTestApp();
    plans = await subscriptionPlans(t);
  });
  afterAll(() => t.close());

  async function subscribe(member: Member, tier: number) {
    const price = monthlyPrice(plans, tier);
    const started = await t.post(
      commerceEndpoints.createSubscription.path,
      { price_id: price.id, discount_ids: [], success_url: '/', cancel_url: '/' },
      member.headers,
    );
    await t.inject({
      method: 'POST',
      url: new URL(started.json().data).pathname,
      payload: new URLSearchParams({ action: 'pay', ...GOOD_CARD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  const makeCard = (member: Member) => t.post(commerceEndpoints.membershipCard.path, {}, member.headers);

  it("draws a Leader member's card with their name, plan and the site's brand, readable by its code, and keeps the code", async () => {
    const member = await t.newMember();
    await subscribe(member, 3);
    const [named] = await t.database.connection.db
      .update(users)
      .set({ firstName: 'Grace', lastName: 'Hopper' })
      .where(eq(users.id, member.id))
      .returning();
    expect(named).toBeDefined();

    const made = await makeCard(member);
    expect(made.statusCode, made.body).toBe(200);
    const url = new URL(made.json().data);
    expect(url.pathname).toMatch(/^\/api\/v1\/membership-card\/[A-Z0-9]{12}\/$/);
    const image = await t.inject({ url: url.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.body).toContain('Grace Hopper');
    expect(image.body).toContain('Leader member');
    expect(image.body).toContain(url.pathname.split('/').at(-2));

    expect(new URL((await makeCard(member)).json().data).pathname).toBe(url.pathname);
  });

  it('refuses a member whose plan grants no card and a visitor, and hides a card once its plan is gone', async () => {
    const member = await t.newMember();
    await subscribe(member, 1);
    const refused = await makeCard(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(MESSAGES.membership.noMembershipCard);
    expect((await t.post(commerceEndpoints.membershipCard.path, {})).statusCode).toBe(401);

    const leader = await t.newMember();
    await subscribe(leader, 3);
    const path = new URL((await makeCard(leader)).json().data).pathname;
    await t.post(commerceEndpoints.cancelSubscription.path, { cancellation_reason: 'Done', cancel_at_period_end: false }, leader.headers);
    expect((await t.inject({ url: path })).statusCode).toBe(404);
    expect((await t.inject({ url: api('/membership-card/ZZZZZZZZZZZZ/') })).statusCode).toBe(404);
    expect((await t.inject({ url: api('/membership-card/not-a-code/') })).statusCode).toBe(400);
  });
});
