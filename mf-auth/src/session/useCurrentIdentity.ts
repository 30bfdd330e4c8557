import { useEffect } from 'react';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { reloadIdentity } from './startSession.ts';

export type CurrentIdentity =
  | { status: 'signed-out'; identity: null }
  | { status: 'loading'; identity: null }
  | { status: 'ready'; identity: NonNullable<ReturnType<typeof useSession.getState>['identity']> };

/**
 * Who is signed in, for screens that decide where a visitor belongs. Tokens
 * from an earlier visit come without an identity until the shell (or, when
 * this remote runs alone, this hook) reads GET /identity/.
 */
export function useCurrentIdentity(paused = false): CurrentIdentity {
  const signedIn = useSession(isSignedIn);
  const identity = useSession((state) => state.identity);

  useEffect(() => {
    if (paused || !signedIn || identity) return;
    // A 401 is the API client's business (refresh, else sign out); the screen stays until then.
    reloadIdentity().catch(() => undefined);
  }, [paused, signedIn, identity]);

  if (!signedIn) return { status: 'signed-out', identity: null };
  if (!identity) return { status: 'loading', identity: null };
  return { status: 'ready', identity };
}
