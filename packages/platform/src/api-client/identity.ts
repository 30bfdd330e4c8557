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
  if (isSignedIn(useSession.getState())) useSession.getState().setIdentity(identity);
  return identity;
}

/**
 * The signed-in member as the store holds it, read afresh when a screen that shows it mounts (completion and
 * entries change while the session lives); concurrent reads share one request. Nothing is read while signed out.
 */
export function useIdentity() {
  const signedIn = useSession(isSignedIn);
  const identity = useSession((state) => state.identity);
  const { error, isLoading, mutate } = useSWR<Identity, ApiError>(signedIn ? identityEndpoints.identity.path : null, reloadIdentity, {
    ...swrDefaults,
    fallbackData: identity ?? undefined,
  });
  return { signedIn, identity, error, isLoading, reload: mutate };
}
