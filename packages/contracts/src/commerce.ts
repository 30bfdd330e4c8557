import { z } from 'zod';

export const PlanPrice = z.object({
  id: z.number().int(),
  /** In dollars. */
  price: z.number().min(0),
  recurring: z.enum(['month', 'year']),
  stripe_price_id: z.string(),
  trial_days: z.number().int().min(0),
});
export type PlanPrice = z.infer<typeof PlanPrice>;

/** GET /subscription-plans/. A plan without a name shows as 'Tier {n}'. */
export const SubscriptionPlan = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  description: z.string(),
  subscription_tier: z.number().int().min(0).max(3),
  included_features: z.array(z.string()),
  excluded_features: z.array(z.string()),
  prices: z.array(PlanPrice),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

export const SubscriptionPlanList = z.object({ data: z.array(SubscriptionPlan) });
export type SubscriptionPlanList = z.infer<typeof SubscriptionPlanList>;
