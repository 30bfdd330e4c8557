import { call } from '@trellis/platform/api-client';
import type { ResetPasswordRequest } from '@trellis/contracts';
import { authEndpoints } from '@trellis/contracts/endpoints';

/** POST /reset-password/ with the e-mailed link's token: the account gets the new password. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await call(authEndpoints.resetPassword, { body });
}
