import { call } from '@trellis/shared/api-client';
import type { VerifyEmailResponse } from '@trellis/shared/contracts';
import { authEndpoints } from '@trellis/shared/endpoints';

/** POST /users/verify-email/ with the e-mailed key; answers tokens of the verified account. */
export async function verifyEmail(key: string): Promise<VerifyEmailResponse> {
  return call(authEndpoints.verifyEmail, { body: { verification_key: key } });
}
