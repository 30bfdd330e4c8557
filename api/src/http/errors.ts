import type { ApiErrorBody } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { SERVER_MESSAGES } from './server-messages.ts';

/** An answer decided on purpose: thrown from a hook or handler, sent as is by the error handler. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: ApiErrorBody;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: ApiErrorBody, headers: Record<string, string> = {}) {
    super(body.detail ?? body.message ?? `HTTP ${statusCode}`);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export const unauthorized = (detail: string = SERVER_MESSAGES.notAuthenticated) => new HttpError(401, { detail });
export const forbidden = () => new HttpError(403, { detail: MESSAGES.http.forbidden });
export const notFound = (detail: string = MESSAGES.http.notFound) => new HttpError(404, { detail });
