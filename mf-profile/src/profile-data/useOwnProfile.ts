import { useIdentity } from '@trellis/platform/api-client';

/** The signed-in member's identity, read afresh as the screen opens; nothing while signed out. */
export function useOwnProfile() {
  const { signedIn, identity, error, reload } = useIdentity();
  return { signedIn, data: identity ?? undefined, error, mutate: reload };
}
