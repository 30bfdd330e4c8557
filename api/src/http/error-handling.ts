import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@trellis/contracts/messages';
import { isDatabaseUnreachable, OUTAGE_RETRY_AFTER_SECONDS, sendUnavailable } from '../ops/database-outage.ts';
import { HttpError } from './errors.ts';
import { toErrorBody } from './field-errors.ts';
import { SERVER_MESSAGES } from './server-messages.ts';

/** SQLSTATE class 22 (data exception): a value the schemas let through that the database cannot take, such as a NUL byte. */
function isDataException(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

const DETAIL_BY_STATUS: Record<number, string> = {
  401: SERVER_MESSAGES.notAuthenticated,
  403: MESSAGES.http.forbidden,
  404: MESSAGES.http.notFound,
};

/**
 * The router's own refusals, before any route is found: an address that does not decode, or a path segment longer
 * than a parameter may be. They answer in the same shapes as every other refusal.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply.code(status).send({ detail: status === 414 ? SERVER_MESSAGES.pathTooLong : SERVER_MESSAGES.badAddress });
}

/**
 * One place decides what a failure looks like on the wire: bad input is a 4xx
 * with the error shapes, and only a genuine fault is a 500, which is logged.
 */
export function installErrorHandling(app: FastifyInstance) {
  // An empty JSON body counts as no body, so a bare POST gets field errors rather than a parser error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.length === 0) done(null, undefined);
    else parseJson(request, text, done);
  });

  // Routes with a body schema validate `{}` when nothing was sent, so missing fields get their own messages.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(toErrorBody(error.validation));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ message: SERVER_MESSAGES.invalidJson });
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'the database refused a value from the request');
      return reply.code(400).send({ message: SERVER_MESSAGES.invalidValue });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail = DETAIL_BY_STATUS[status];
      return reply.code(status).send(detail ? { detail } : { message: error.message });
    }
    if (isDatabaseUnreachable(error)) {
      request.server.databaseOutage?.report();
      return sendUnavailable(reply, OUTAGE_RETRY_AFTER_SECONDS);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: MESSAGES.http.server });
  });
}
