import { useCall } from '@trellis/platform/api-client';
import type { GroupCard } from '@trellis/contracts';
import { groupEndpoints } from '@trellis/contracts/endpoints';

/**
 * GET /groups/slug/{slug}/. A card the list already holds is shown at once
 * while the server answers (and when it cannot).
 */
export function useOrganization(slug: string, fromList: GroupCard | undefined) {
  const answer = useCall(groupEndpoints.detailBySlug, { params: { slug } });
  const data: GroupCard | undefined = answer.data ?? fromList;
  return { ...answer, data };
}
