import { call } from '@trellis/shared/api-client';
import type { ForgotPasswordRequest } from '@trellis/shared/contracts';
import { authEndpoints } from '@trellis/shared/endpoints';

/** POST /forgot-password/: the server e-mails a reset link (and answers the same whether or not the address has an account). */
export async function requestRecovery(body: ForgotPasswordRequest): Promise<void> {
  await call(authEndpoints.forgotPassword, { body });
}
