import { ApiError, fieldErrors, formErrorMessage } from '@trellis/platform/api-client';
import { MESSAGES } from '@trellis/contracts/messages';

export type SignupFailure = { toast: string; fields: Record<string, string> };

/**
 * In this order: the first non_field_errors entry alone;
 * else field errors on their fields with "Could not signup…"; else the
 * server's detail or message; else the generic sentence.
 */
export function signupFailure(error: unknown): SignupFailure {
  if (error instanceof ApiError) {
    const first = error.body.non_field_errors?.[0];
    if (first) return { toast: first, fields: {} };
    const fields = fieldErrors(error);
    if (Object.keys(fields).length > 0) return { toast: MESSAGES.auth.signupFailed, fields };
    if (error.body.detail) return { toast: error.body.detail, fields: {} };
  }
  return { toast: formErrorMessage(error), fields: {} };
}
