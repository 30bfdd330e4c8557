import { useApi } from '@trellis/platform/api-client';
import { PATHS, type GroupCard } from '@trellis/contracts';

/**
 * GET /groups/slug/{slug}/. A card the list already holds is shown at once
 * while the server answers (and when it cannot).
 */
export function useOrganization(slug: string, fromList: GroupCard | undefined) {
  return useApi<GroupCard>(PATHS.groupBySlug(slug), { fallbackData: fromList });
}
