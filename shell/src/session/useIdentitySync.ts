import { useEffect, useReducer } from 'react';
import { ApiError, reloadIdentity } from '@trellis/platform/api-client';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { isSignedIn, useSession } from '@trellis/platform/session';

/**
 * Keeps the shared session's identity in step with its tokens: loads
 * GET /identity/ on sign-in and whenever a remote says the profile changed.
 * A 401 is the API client's business (refresh, else sign out); any other
 * failure is shown as a toast.
 */
export function useIdentitySync() {
  const signedIn = useSession(isSignedIn);
  const [generation, reload] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    const onProfileChanged = () => reload();
    bus.on('profile:changed', onProfileChanged);
    return () => bus.off('profile:changed', onProfileChanged);
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    reloadIdentity().catch((error: unknown) => {
      if (!current || (error instanceof ApiError && error.status === 401)) return;
      bus.emit('toast', { kind: 'error', content: error instanceof ApiError ? error.message : MESSAGES.http.other });
    });
    return () => {
      current = false;
    };
  }, [signedIn, generation]);
}
