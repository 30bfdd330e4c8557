import { useApi } from '@trellis/platform/api-client';
import { PATHS, type SubscriptionPlanList } from '@trellis/contracts';

/** GET /subscription-plans/: public, so visitors see the plans too. */
export function useSubscriptionPlans() {
  return useApi<SubscriptionPlanList>(PATHS.subscriptionPlans);
}
