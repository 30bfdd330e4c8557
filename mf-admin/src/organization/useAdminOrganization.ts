import { useCall } from '@trellis/platform/api-client';
import { groupEndpoints } from '@trellis/contracts/endpoints';

/**
 * The organization the admin dashboard runs: the admin's default organization, with its detail. The metrics call
 * names it (and refuses anyone who does not administer it), so every page of the dashboard shares that one answer.
 */
export function useAdminOrganization() {
  const metrics = useCall(groupEndpoints.metrics);
  const detail = useCall(groupEndpoints.detail, metrics.data ? { params: { id: metrics.data.organization.id } } : null);
  return { organization: detail.data, error: metrics.error ?? detail.error };
}
