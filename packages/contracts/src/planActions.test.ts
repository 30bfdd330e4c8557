import { describe, expect, it } from 'vitest';
import { planActionFor, totalDiscountPercent, type MembershipStanding } from './planActions.ts';

const free: MembershipStanding = { tier: 0, interval: null, cancelled: false, institutional: false };
const monthly2: MembershipStanding = { tier: 2, interval: 'month', cancelled: false, institutional: false };

describe('plan actions', () => {
  it('upgrades a free member to any paid plan and continues on the free one', () => {
    expect(planActionFor(free, { tier: 1, interval: 'year' }).label).toBe('Upgrade');
    expect(planActionFor(free, { tier: 0, interval: 'year' }).label).toBe('Continue');
  });

  it('compares tiers and billing periods of a running subscription', () => {
    expect(planActionFor(monthly2, { tier: 3, interval: 'month' }).kind).toBe('upgrade');
    expect(planActionFor(monthly2, { tier: 1, interval: 'year' }).kind).toBe('downgrade');
    expect(planActionFor(monthly2, { tier: 2, interval: 'year' }).kind).toBe('switch');
    expect(planActionFor(monthly2, { tier: 2, interval: 'month' }).kind).toBe('continue');
    expect(planActionFor({ ...monthly2, cancelled: true }, { tier: 2, interval: 'month' }).kind).toBe('renew');
  });

  it('refuses downgrades and switches to institutional members, and only those', () => {
    const institutional = { ...monthly2, institutional: true };
    expect(planActionFor(institutional, { tier: 1, interval: 'month' }).allowed).toBe(false);
    expect(planActionFor(institutional, { tier: 2, interval: 'year' }).allowed).toBe(false);
    expect(planActionFor(institutional, { tier: 3, interval: 'month' }).allowed).toBe(true);
  });

  it('offers nothing lower than a tier granted without a subscription', () => {
    expect(planActionFor({ ...free, tier: 3 }, { tier: 1, interval: 'month' }).kind).toBe('continue');
  });

  it('sums discounts and caps them at 100 percent', () => {
    expect(totalDiscountPercent([30, 20])).toBe(50);
    expect(totalDiscountPercent([80, 50])).toBe(100);
    expect(totalDiscountPercent([-10, 150])).toBe(100);
    expect(totalDiscountPercent([])).toBe(0);
  });
});
