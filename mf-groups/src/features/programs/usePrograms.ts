import { useApi } from '@trellis/shared/api-client';
import type { GroupDetail } from '@trellis/shared/contracts';
import { PATHS } from '@trellis/shared/contracts';

/** GET /groups/slug/{slug}/: the circle with the signed-in user's standing in it. */
export function useCircle(slug: string) {
  return useApi<GroupDetail>(PATHS.groupBySlug(slug));
}
