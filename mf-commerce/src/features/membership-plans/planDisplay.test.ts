import { SubscriptionPlan } from '@trellis/contracts';
import { formatDollars, planAction, planTitle, priceLabel } from './planDisplay.ts';

const unnamedTier2 = SubscriptionPlan.parse({
  id: 7,
  name: null,
  description: 'For people who mentor others',
  subscription_tier: 2,
  included_features: ['One-to-one chat'],
  excluded_features: [],
  prices: [
    { id: 70, price: 9.5, recurring: 'month', stripe_price_id: 'price_month', trial_days: 14 },
    { id: 71, price: 95, recurring: 'year', stripe_price_id: 'price_year', trial_days: 0 },
  ],
});

describe('plan display', () => {
  it("names an unnamed plan 'Tier {n}'", () => {
    expect(planTitle(unnamedTier2)).toBe('Tier 2');
    expect(planTitle({ ...unnamedTier2, name: '  ' })).toBe('Tier 2');
    expect(planTitle({ ...unnamedTier2, name: 'Pro' })).toBe('Pro');
  });

  it('prices the chosen billing period in dollars, with its trial', () => {
    expect(priceLabel(unnamedTier2, 'month')).toEqual({ kind: 'priced', text: '$9.50', per: '/ month', trial: '14-day free trial' });
    expect(priceLabel(unnamedTier2, 'year')).toEqual({ kind: 'priced', text: '$95', per: '/ year', trial: null });
  });

  it('says so when a plan has no price for the period, and that tier 0 is free', () => {
    const yearlyOnly = { ...unnamedTier2, prices: unnamedTier2.prices.filter((price) => price.recurring === 'year') };
    expect(priceLabel(yearlyOnly, 'month')).toEqual({ kind: 'unavailable', text: 'Not offered monthly' });
    expect(priceLabel({ ...unnamedTier2, subscription_tier: 0, prices: [] }, 'year')).toEqual({ kind: 'free', text: 'Free' });
  });

  it('formats whole and fractional dollars', () => {
    expect(formatDollars(120)).toBe('$120');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('derives the action by comparing tiers', () => {
    expect(planAction(1, 2)).toBe('Upgrade');
    expect(planAction(3, 2)).toBe('Downgrade');
    expect(planAction(2, 2)).toBe('Continue');
    expect(planAction(2, 0)).toBe('Continue');
  });
});
