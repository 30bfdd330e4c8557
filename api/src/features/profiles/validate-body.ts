import type { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { toErrorBody } from '../../http/field-errors.ts';

/** Validates with a schema chosen at request time (the site's variant), answering 400 field_errors like route schemas do. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw new HttpError(
    400,
    toErrorBody(result.error.issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message }))),
  );
}
