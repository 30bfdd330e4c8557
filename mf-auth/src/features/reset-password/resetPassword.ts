import { api } from '@trellis/platform/api-client';
import { MessageResponse, PATHS, ResetPasswordRequest } from '@trellis/contracts';

/** POST /reset-password/ with the e-mailed link's token: the account gets the new password. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  MessageResponse.parse(await api.post(PATHS.resetPassword, ResetPasswordRequest.parse(body)));
}
