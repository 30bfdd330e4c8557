import { api } from '@trellis/shared/api-client';
import { ForgotPasswordRequest, MessageResponse, PATHS } from '@trellis/shared/contracts';

/** POST /forgot-password/: the server e-mails a reset link (and answers the same whether or not the address has an account). */
export async function requestRecovery(body: ForgotPasswordRequest): Promise<void> {
  MessageResponse.parse(await api.post(PATHS.forgotPassword, ForgotPasswordRequest.parse(body)));
}
