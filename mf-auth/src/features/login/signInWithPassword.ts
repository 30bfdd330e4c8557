import { api } from '@trellis/platform/api-client';
import { LoginRequest, PATHS, TokenPair, type Identity } from '@trellis/contracts';
import { useSession } from '@trellis/platform/session';
import { startSession } from '../../session/startSession.ts';

/** POST /token/, then GET /identity/, into the shared session store. */
export async function signInWithPassword(credentials: LoginRequest): Promise<Identity> {
  useSession.getState().signOut();
  const tokens = TokenPair.parse(await api.post(PATHS.token, LoginRequest.parse(credentials)));
  return startSession(tokens);
}
