import { api } from '@trellis/platform/api-client';
import { ChangePasswordRequest, PATHS, TokenPair } from '@trellis/contracts';
import { useSession } from '@trellis/platform/session';

/**
 * POST /change-password/. Changing the password ends the member's other
 * sessions, so the answer carries a new token pair for this one.
 */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  const answer = await api.post(PATHS.changePassword, ChangePasswordRequest.parse(body));
  const tokens = TokenPair.safeParse(answer);
  if (tokens.success) useSession.getState().setTokens(tokens.data);
}
