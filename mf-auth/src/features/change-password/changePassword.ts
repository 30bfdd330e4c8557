import { call } from '@trellis/platform/api-client';
import type { ChangePasswordRequest } from '@trellis/contracts';
import { authEndpoints } from '@trellis/contracts/endpoints';
import { useSession } from '@trellis/platform/session';

/**
 * POST /change-password/. Changing the password ends the member's other
 * sessions, so the answer carries a new token pair for this one.
 */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  const { access, refresh } = await call(authEndpoints.changePassword, { body });
  useSession.getState().setTokens({ access, refresh });
}
