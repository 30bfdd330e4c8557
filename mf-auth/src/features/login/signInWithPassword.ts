import { api, ApiError, formErrorMessage } from '@trellis/shared/api-client';
import { LoginRequest, PATHS, TokenPair, type Identity } from '@trellis/shared/contracts';
import { useSession } from '@trellis/shared/session';
import { startSession } from '../../session/startSession.ts';

/** POST /token/, then GET /identity/, into the shared session store. */
export async function signInWithPassword(credentials: LoginRequest): Promise<Identity> {
  useSession.getState().signOut();
  const tokens = TokenPair.parse(await api.post(PATHS.token, LoginRequest.parse(credentials)));
  return startSession(tokens);
}

/** The server's own words: message or first non_field_errors, else a 401's detail, else the seed's generic sentence. */
export function loginErrorMessage(error: unknown): string {
  const detail = error instanceof ApiError ? error.body.detail : undefined;
  return detail ? formErrorMessage(error, detail) : formErrorMessage(error);
}
