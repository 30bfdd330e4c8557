import type { ApiErrorBody } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';

/** A failed call: the HTTP status (0 when nothing answered) and the error body the server sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(httpMessage(status, body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The HTTP-level message users see for a status; the server's own words win. */
export function httpMessage(status: number, body: ApiErrorBody = {}): string {
  if (body.message) return body.message;
  if (body.detail) return body.detail;
  switch (status) {
    case 0:
      return MESSAGES.http.noResponse;
    case 403:
      return MESSAGES.http.forbidden;
    case 404:
      return MESSAGES.http.notFound;
    case 500:
      return MESSAGES.http.server;
    case 503:
      return MESSAGES.http.unavailable;
    default:
      return status >= 500 ? MESSAGES.http.server : MESSAGES.http.other;
  }
}

/**
 * The one sentence of a refused call that no field error explains, for every form and action: the server's
 * `message`, else its first `non_field_errors`, else its `detail` (the words of a 401, 403 or 429), else "No
 * response from server" when nothing answered, else `fallback`.
 */
export function formErrorMessage(error: unknown, fallback: string = MESSAGES.common.genericForm): string {
  if (error instanceof ApiError) {
    if (error.body.message) return error.body.message;
    const first = error.body.non_field_errors?.[0];
    if (first) return first;
    if (error.body.detail) return error.body.detail;
    if (error.status === 0) return MESSAGES.http.noResponse;
  }
  return fallback;
}

/** First message of each server field error, ready for a form's per-field errors. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body.field_errors) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.field_errors)) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}
