import { call } from '@trellis/shared/api-client';
import type { RegisterRequest, RegisterResponse } from '@trellis/shared/contracts';
import { authEndpoints } from '@trellis/shared/endpoints';

/** POST /register/: a new individual account; the answer carries tokens to sign in with. */
export async function register(form: RegisterRequest): Promise<RegisterResponse> {
  return call(authEndpoints.register, { body: { ...form, profile_type: 'individual', username: form.email.trim() } });
}
