import { useCall } from '@trellis/platform/api-client';
import { groupEndpoints } from '@trellis/contracts/endpoints';

/** GET /groups/slug/{slug}/: the circle with the signed-in user's standing in it. */
export function useCircle(slug: string) {
  return useCall(groupEndpoints.detailBySlug, { params: { slug } });
}
