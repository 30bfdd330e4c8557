import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@trellis/contracts/messages';
import { HttpError } from './errors.ts';
import { toErrorBody } from './field-errors.ts';
import { SERVER_MESSAGES } from './server-messages.ts';

/**
 * No text any endpoint takes is longer than this: the contracts bound each field far below it, and this bound holds
 * for every route, also one whose schema forgot a limit, before any schema or pattern looks at the input.
 */
export const MAX_INPUT_TEXT = 16_384;

/** How deep a JSON body may nest; the contracts never go past a few levels. */
const MAX_DEPTH = 16;

type Problem = { instancePath: string; message: string };

function findProblem(value: unknown, path: string, depth: number): Problem | null {
  if (typeof value === 'string') {
    if (value.length > MAX_INPUT_TEXT) return { instancePath: path, message: MESSAGES.profileForm.maxChars(MAX_INPUT_TEXT) };
    // PostgreSQL text cannot hold U+0000, and no form has a reason to send it.
    if (value.includes('\u0000')) return { instancePath: path, message: SERVER_MESSAGES.nulCharacter };
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return { instancePath: path, message: SERVER_MESSAGES.invalidValue };
  for (const [key, child] of Object.entries(value)) {
    const problem = findProblem(child, `${path}/${key}`, depth + 1);
    if (problem) return problem;
  }
  return null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body is a sender's signed document, read as the exact text signed and bounded by the route's own schema:
     * the text limit would refuse a long but genuine one, and the signature check refuses anything else.
     */
    signedBody?: boolean;
  }
}

/**
 * Refuses, for every route, a string over MAX_INPUT_TEXT characters, a NUL character, or nesting deeper than MAX_DEPTH,
 * in the path, the query or the body, naming the field it was found in. It runs before validation, so every new
 * route inherits it.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const body = request.routeOptions.config.signedBody ? undefined : request.body;
    for (const part of [request.params, request.query, body]) {
      const problem = findProblem(part, '', 0);
      if (problem) throw new HttpError(400, toErrorBody([problem]));
    }
  });
}
