import { useApi } from '@trellis/platform/api-client';
import { PATHS, type Identity } from '@trellis/contracts';
import { useSession } from '@trellis/platform/session';

/** GET /identity/ afresh (completion and entries change while the session lives); nothing while signed out. */
export function useOwnProfile() {
  const signedIn = useSession((state) => state.accessToken !== null);
  return { signedIn, ...useApi<Identity>(signedIn ? PATHS.identity : null) };
}
