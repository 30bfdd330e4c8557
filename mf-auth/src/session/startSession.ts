import { api } from '@trellis/platform/api-client';
import { Identity, PATHS } from '@trellis/contracts';
import { useSession } from '@trellis/platform/session';

/** GET /identity/ into the shared store, for screens whose call changed who the member is (verified, new password). */
export async function reloadIdentity(): Promise<Identity> {
  const identity = Identity.parse(await api.get(PATHS.identity));
  useSession.getState().setIdentity(identity);
  return identity;
}

/**
 * Signs in with a token pair the server just answered (password, registration,
 * e-mail link) and loads the identity. A session whose identity cannot be read
 * is dropped again, so no screen sees tokens without knowing who they belong to.
 */
export async function startSession(tokens: { access: string; refresh: string }): Promise<Identity> {
  const session = useSession.getState();
  session.signOut();
  session.signIn(tokens);
  try {
    return await reloadIdentity();
  } catch (error) {
    session.signOut();
    throw error;
  }
}
