import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, SubscriptionPlanList } from '@trellis/contracts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('GET /subscription-plans/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the plans by tier with monthly and yearly prices in dollars', async () => {
    const response = await t.inject({ url: api(PATHS.subscriptionPlans) });
    expect(response.statusCode).toBe(200);
    const plans = SubscriptionPlanList.parse(response.json()).data;
    expect(plans.map((plan) => plan.subscription_tier)).toEqual([0, 1, 2, 3]);
    expect(plans[0]?.prices).toEqual([]);
    const professional = plans.find((plan) => plan.subscription_tier === 2)!;
    expect(professional.prices.map((price) => [price.recurring, price.price])).toEqual([
      ['month', 19],
      ['year', 190],
    ]);
    expect(professional.prices.every((price) => price.trial_days === 14 && price.stripe_price_id.startsWith('price_'))).toBe(true);
    expect(professional.included_features.length).toBeGreaterThan(0);
  });
});
