import { api, ApiError, formErrorMessage } from '@trellis/shared/api-client';
import { Identity, LoginRequest, PATHS, TokenPair } from '@trellis/shared/contracts';
import { useSession } from '@trellis/shared/session';

/**
 * POST /token/, then GET /identity/, into the shared session store. A session
 * whose identity cannot be read is dropped again, so no screen sees tokens
 * without knowing who they belong to.
 */
export async function signInWithPassword(credentials: LoginRequest): Promise<Identity> {
  const session = useSession.getState();
  session.signOut();
  const tokens = TokenPair.parse(await api.post(PATHS.token, LoginRequest.parse(credentials)));
  session.signIn(tokens);
  try {
    const identity = Identity.parse(await api.get(PATHS.identity));
    session.setIdentity(identity);
    return identity;
  } catch (error) {
    session.signOut();
    throw error;
  }
}

/** The server's own words: message or first non_field_errors, else a 401's detail, else the seed's generic sentence. */
export function loginErrorMessage(error: unknown): string {
  const detail = error instanceof ApiError ? error.body.detail : undefined;
  return detail ? formErrorMessage(error, detail) : formErrorMessage(error);
}
