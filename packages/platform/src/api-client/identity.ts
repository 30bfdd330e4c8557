import useSWR from 'swr';
import type { Identity } from '@trellis/contracts';
import { identityEndpoints } from '@trellis/contracts/endpoints';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { call } from './call.ts';
import type { ApiError } from './errors.ts';
import { swrDefaults } from './swr.ts';

/**
 * GET /identity/ into the shared session store: the one place the page learns who is signed in. Screens read the
 * store (`useIdentity`), and call this after a change of who the member is (signed in, verified, profile saved).
 * An answer that arrives after the member signed out is dropped: it would put them back on the page.
 */
export async function reloadIdentity(): Promise<Identity> {
  const identity = await call(identityEndpoints.identity);
  const session = useSession.getState();
  // An unchanged answer keeps the stored object, so the screens that read it do not render again for nothing.
  const unchanged = session.identity !== null && JSON.stringify(session.identity) === JSON.stringify(identity);
  if (isSignedIn(session) && !unchanged) session.setIdentity(identity);
  return unchanged ? session.identity! : identity;
}

/**
 * The signed-in member as the store holds it, read afresh when a screen that shows it mounts (completion and
 * entries change while the session lives); concurrent reads share one request. Nothing is read while signed out.
 */
export function useIdentity() {
  const signedIn = useSession(isSignedIn);
  const identity = useSession((state) => state.identity);
  const read = useSWR<Identity, ApiError>(signedIn ? identityEndpoints.identity.path : null, reloadIdentity, {
    ...swrDefaults,
    fallbackData: identity ?? undefined,
  });
  // SWR renders a screen again when a state it read changes: the getters leave each state to the screens that read it.
  return {
    signedIn,
    identity,
    get error() {
      return read.error;
    },
    get isLoading() {
      return read.isLoading;
    },
    reload: read.mutate,
  };
}
