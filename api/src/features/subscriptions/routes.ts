import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { subscriptionDiscounts, subscriptionPlans, subscriptionPrices } from '../../db/schema/index.ts';
import { route } from '../../http/route.ts';
import { commerceEndpoints } from '@trellis/contracts/endpoints';

export const subscriptionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, commerceEndpoints.plans, {}, async () => {
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
    const discounts = await db.select().from(subscriptionDiscounts).orderBy(asc(subscriptionDiscounts.id));
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
      discounts: discounts.map((discount) => ({
        id: discount.id,
        name: discount.name,
        description: discount.description,
        discount_percentage: discount.discountPercentage,
        subscription_tiers: discount.subscriptionTiers,
      })),
    };
  });
};
