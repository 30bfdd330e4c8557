import { call, reloadIdentity, setApiOrigin } from '@trellis/platform/api-client';
import { authEndpoints } from '@trellis/contracts/endpoints';
import { useSession } from '@trellis/platform/session';

/** Point the API client at a running API server (the tests' in-process one, or a dev server). */
export function connectApiServer(origin: string) {
  setApiOrigin(origin);
}

/** Sign in for real through POST /token/ and load GET /identity/ into the shared store. */
export async function signInAs(email: string, password: string) {
  useSession.getState().signOut();
  useSession.getState().signIn(await call(authEndpoints.token, { body: { email, password } }));
  return reloadIdentity();
}

export function signOut() {
  useSession.getState().signOut();
}
