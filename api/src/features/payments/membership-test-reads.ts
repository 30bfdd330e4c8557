import { Identity, SubscriptionDetail, SubscriptionPlanList, type SubscriptionPlan } from '@trellis/contracts';
import { commerceEndpoints, identityEndpoints } from '@trellis/contracts/endpoints';
import { api, type TestApp } from '../../test-support/test-app.ts';

type Reader = { headers: Record<string, string> };

/** The membership a member's identity reports, as the shell reads it on every page. */
export async function identityMembership(t: Pick<TestApp, 'inject'>, member: Reader) {
  return Identity.parse((await t.inject({ url: api(identityEndpoints.identity.path), headers: member.headers })).json()).user_subscription;
}

/** The billing card's answer for a member. */
export async function subscriptionDetail(t: Pick<TestApp, 'inject'>, member: Reader) {
  return SubscriptionDetail.parse(
    (await t.inject({ url: api(commerceEndpoints.subscriptionDetail.path), headers: member.headers })).json(),
  );
}

/** The plans on sale, as the membership page lists them. */
export async function subscriptionPlans(t: Pick<TestApp, 'inject'>) {
  return SubscriptionPlanList.parse((await t.inject({ url: api(commerceEndpoints.plans.path) })).json()).data;
}

/** The monthly price of the plan of `tier`. */
export function monthlyPrice(plans: SubscriptionPlan[], tier: number) {
  return plans.find((plan) => plan.subscription_tier === tier)!.prices.find((price) => price.recurring === 'month')!;
}
