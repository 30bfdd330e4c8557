import { api, setApiOrigin } from '@trellis/platform/api-client';
import { PATHS, TokenPair, Identity } from '@trellis/contracts';
import { useSession } from '@trellis/platform/session';

/** Point the API client at a running API server (the tests' in-process one, or a dev server). */
export function connectApiServer(origin: string) {
  setApiOrigin(origin);
}

/** Sign in for real through POST /token/ and load GET /identity/ into the shared store. */
export async function signInAs(email: string, password: string) {
  useSession.getState().signOut();
  const tokens = TokenPair.parse(await api.post(PATHS.token, { email, password }));
  useSession.getState().signIn(tokens);
  const identity = Identity.parse(await api.get(PATHS.identity));
  useSession.getState().setIdentity(identity);
  return identity;
}

export function signOut() {
  useSession.getState().signOut();
}
