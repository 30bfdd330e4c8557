import { useApi } from '@trellis/platform/api-client';
import type { GroupDetail } from '@trellis/contracts';
import { PATHS } from '@trellis/contracts';

/** GET /groups/slug/{slug}/: the circle with the signed-in user's standing in it. */
export function useCircle(slug: string) {
  return useApi<GroupDetail>(PATHS.groupBySlug(slug));
}
