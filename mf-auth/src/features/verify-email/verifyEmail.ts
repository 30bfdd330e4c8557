import { api } from '@trellis/shared/api-client';
import { PATHS, VerifyEmailRequest, VerifyEmailResponse } from '@trellis/shared/contracts';

/** POST /users/verify-email/ with the e-mailed key; answers tokens of the verified account. */
export async function verifyEmail(key: string): Promise<VerifyEmailResponse> {
  return VerifyEmailResponse.parse(await api.post(PATHS.verifyEmail, VerifyEmailRequest.parse({ verification_key: key })));
}
