import { call } from '@trellis/platform/api-client';
import type { Identity, LoginRequest } from '@trellis/contracts';
import { authEndpoints } from '@trellis/contracts/endpoints';
import { useSession } from '@trellis/platform/session';
import { startSession } from '../../session/startSession.ts';

/** POST /token/, then GET /identity/, into the shared session store. */
export async function signInWithPassword(credentials: LoginRequest): Promise<Identity> {
  useSession.getState().signOut();
  const tokens = await call(authEndpoints.token, { body: credentials });
  return startSession(tokens);
}
