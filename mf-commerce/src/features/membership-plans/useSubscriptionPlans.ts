import { useCall } from '@trellis/platform/api-client';
import { commerceEndpoints } from '@trellis/contracts/endpoints';

/** GET /subscription-plans/: public, so visitors see the plans too. */
export function useSubscriptionPlans() {
  return useCall(commerceEndpoints.plans);
}
