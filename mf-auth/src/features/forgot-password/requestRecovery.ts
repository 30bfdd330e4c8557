import { api } from '@trellis/platform/api-client';
import { ForgotPasswordRequest, MessageResponse, PATHS } from '@trellis/contracts';

/** POST /forgot-password/: the server e-mails a reset link (and answers the same whether or not the address has an account). */
export async function requestRecovery(body: ForgotPasswordRequest): Promise<void> {
  MessageResponse.parse(await api.post(PATHS.forgotPassword, ForgotPasswordRequest.parse(body)));
}
