import type { ApiErrorBody } from '@trellis/contracts';

type Issue = { instancePath: string; message?: string | undefined };

/**
 * Turns schema issues into the error shape: every message per field under
 * `field_errors` (dotted paths for nested fields), issues about the whole input under `non_field_errors`.
 */
export function toErrorBody(issues: readonly Issue[]): ApiErrorBody {
  // Field names come from the sender: a Map keeps one named like an Object method ("toString") a field like any other.
  const fieldErrors = new Map<string, string[]>();
  const nonField: string[] = [];
  for (const issue of issues) {
    const message = issue.message ?? 'Invalid value';
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    if (!field) {
      nonField.push(message);
      continue;
    }
    const messages = fieldErrors.get(field) ?? [];
    fieldErrors.set(field, messages);
    if (!messages.includes(message)) messages.push(message);
  }
  const body: ApiErrorBody = {};
  if (fieldErrors.size > 0) body.field_errors = Object.fromEntries(fieldErrors);
  if (nonField.length > 0) body.non_field_errors = nonField;
  return body;
}
