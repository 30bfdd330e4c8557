import { useApi } from '@trellis/shared/api-client';
import { PATHS, type SubscriptionPlanList } from '@trellis/shared/contracts';

/** GET /subscription-plans/: public, so visitors see the plans too. */
export function useSubscriptionPlans() {
  return useApi<SubscriptionPlanList>(PATHS.subscriptionPlans);
}
