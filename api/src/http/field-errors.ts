import type { ApiErrorBody } from '@trellis/contracts';

type Issue = { instancePath: string; message?: string | undefined };

/**
 * Turns schema issues into the error shape: every message per field under
 * `field_errors` (dotted paths for nested fields), issues about the whole input under `non_field_errors`.
 */
export function toErrorBody(issues: readonly Issue[]): ApiErrorBody {
  const fieldErrors: Record<string, string[]> = {};
  const nonField: string[] = [];
  for (const issue of issues) {
    const message = issue.message ?? 'Invalid value';
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    if (!field) {
      nonField.push(message);
      continue;
    }
    const messages = (fieldErrors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  const body: ApiErrorBody = {};
  if (Object.keys(fieldErrors).length > 0) body.field_errors = fieldErrors;
  if (nonField.length > 0) body.non_field_errors = nonField;
  return body;
}
