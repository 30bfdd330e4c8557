import { useCall } from '@trellis/platform/api-client';
import { groupEndpoints } from '@trellis/contracts/endpoints';

export function useAdminMetrics() {
  return useCall(groupEndpoints.metrics);
}
