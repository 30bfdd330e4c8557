import { api } from '@trellis/platform/api-client';
import { PATHS, VerifyEmailRequest, VerifyEmailResponse } from '@trellis/contracts';

/** POST /users/verify-email/ with the e-mailed key; answers tokens of the verified account. */
export async function verifyEmail(key: string): Promise<VerifyEmailResponse> {
  return VerifyEmailResponse.parse(await api.post(PATHS.verifyEmail, VerifyEmailRequest.parse({ verification_key: key })));
}
