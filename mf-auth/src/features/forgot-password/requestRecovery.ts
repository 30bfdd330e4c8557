import { call } from '@trellis/platform/api-client';
import type { ForgotPasswordRequest } from '@trellis/contracts';
import { authEndpoints } from '@trellis/contracts/endpoints';

/** POST /forgot-password/: the server e-mails a reset link (and answers the same whether or not the address has an account). */
export async function requestRecovery(body: ForgotPasswordRequest): Promise<void> {
  await call(authEndpoints.forgotPassword, { body });
}
