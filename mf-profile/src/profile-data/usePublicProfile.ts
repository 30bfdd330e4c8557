import { useApi } from '@trellis/platform/api-client';
import { PATHS, type PublicProfile } from '@trellis/contracts';

/** GET /users/profile/{slug}/: what anyone may see of a member. */
export function usePublicProfile(slug: string) {
  return useApi<PublicProfile>(PATHS.publicProfile(slug));
}
