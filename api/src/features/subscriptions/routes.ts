import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PATHS, SubscriptionPlanList } from '@trellis/contracts';
import type { AppContext } from '../../app-context.ts';
import { subscriptionPlans, subscriptionPrices } from '../../db/schema/index.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    PATHS.subscriptionPlans,
    {
      schema: {
        tags: ['commerce'],
        summary: 'Membership plans with their monthly and yearly prices',
        response: { 200: SubscriptionPlanList },
      },
    },
    async () => {
      const plans = await db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.isActive, true))
        .orderBy(asc(subscriptionPlans.subscriptionTier), asc(subscriptionPlans.id));
      const prices = plans.length
        ? await db
            .select()
            .from(subscriptionPrices)
            .where(
              inArray(
                subscriptionPrices.planId,
                plans.map((plan) => plan.id),
              ),
            )
            .orderBy(asc(subscriptionPrices.unitAmount))
        : [];
      return {
        data: plans.map((plan) => ({
          id: plan.id,
          name: plan.name,
          description: plan.description,
          subscription_tier: plan.subscriptionTier,
          included_features: plan.includedFeatures,
          excluded_features: plan.excludedFeatures,
          prices: prices
            .filter((price) => price.planId === plan.id)
            .map((price) => ({
              id: price.id,
              price: price.unitAmount / 100,
              recurring: price.recurring,
              stripe_price_id: price.stripePriceId,
              trial_days: price.trialDays,
            })),
        })),
      };
    },
  );
};
