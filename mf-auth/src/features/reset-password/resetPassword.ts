import { call } from '@trellis/shared/api-client';
import type { ResetPasswordRequest } from '@trellis/shared/contracts';
import { authEndpoints } from '@trellis/shared/endpoints';

/** POST /reset-password/ with the e-mailed link's token: the account gets the new password. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await call(authEndpoints.resetPassword, { body });
}
