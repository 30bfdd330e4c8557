import { call } from '@trellis/platform/api-client';
import type { VerifyEmailResponse } from '@trellis/contracts';
import { authEndpoints } from '@trellis/contracts/endpoints';

/** POST /users/verify-email/ with the e-mailed key; answers tokens of the verified account. */
export async function verifyEmail(key: string): Promise<VerifyEmailResponse> {
  return call(authEndpoints.verifyEmail, { body: { verification_key: key } });
}
