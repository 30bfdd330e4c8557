import { useCall } from '@trellis/platform/api-client';
import { profileEndpoints } from '@trellis/contracts/endpoints';

/** GET /users/profile/{slug}/: what anyone may see of a member. */
export function usePublicProfile(slug: string) {
  return useCall(profileEndpoints.public, { params: { slug } });
}
