import { api } from '@trellis/platform/api-client';
import { PATHS, RegisterRequest, RegisterResponse } from '@trellis/contracts';

/** POST /register/: a new individual account; the answer carries tokens to sign in with. */
export async function register(form: RegisterRequest): Promise<RegisterResponse> {
  const body = RegisterRequest.parse({ ...form, profile_type: 'individual', username: form.email.trim() });
  return RegisterResponse.parse(await api.post(PATHS.register, body));
}
