import { useApi } from '@trellis/shared/api-client';
import { PATHS, type Identity } from '@trellis/shared/contracts';
import { useSession } from '@trellis/shared/session';

/** GET /identity/ afresh (completion and entries change while the session lives); nothing while signed out. */
export function useOwnProfile() {
  const signedIn = useSession((state) => state.accessToken !== null);
  return { signedIn, ...useApi<Identity>(signedIn ? PATHS.identity : null) };
}
