import { call } from '@trellis/platform/api-client';
import type { RegisterRequest, RegisterResponse } from '@trellis/contracts';
import { authEndpoints } from '@trellis/contracts/endpoints';

/** POST /register/: a new individual account; the answer carries tokens to sign in with. */
export async function register(form: RegisterRequest): Promise<RegisterResponse> {
  return call(authEndpoints.register, { body: { ...form, profile_type: 'individual', username: form.email.trim() } });
}
