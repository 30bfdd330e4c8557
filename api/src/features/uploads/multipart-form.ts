import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { HttpError } from '../../http/errors.ts';
import { MAX_INPUT_TEXT } from '../../http/input-guard.ts';
import { SERVER_MESSAGES } from '../../http/server-messages.ts';

export type UploadedPart = { field: string; filename: string; buffer: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: UploadedPart[] };

/** What one route takes in a multipart body; anything else is refused before it is read. */
export type MultipartSpec = {
  /** File fields, each with how many files it may carry. */
  files: Readonly<Record<string, number>>;
  /** Text fields. */
  fields: readonly string[];
  /** The most one file may weigh, with the words that say so: 10 MB unless the route takes heavier files. */
  fileLimit?: { bytes: number; message: string };
};

const DEFAULT_FILE_LIMIT = { bytes: LIMITS.uploadBytes, message: MESSAGES.uploads.fileTooBig };
const fieldError = (field: string, message: string) => new HttpError(400, { field_errors: { [field]: [message] } });

/** The errors @fastify/multipart raises when a body has more parts than the limits given to its parser. */
const PART_LIMIT_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a multipart body into memory within the route's spec: each file at most 10 MB (or the spec's own limit), at
 * most the files each file field allows, only the route's text fields, each no longer than any text input may be.
 * Whatever breaks these rules, and any body that is not well-formed multipart (no boundary, cut off, empty), answers
 * 400 in words; nothing past the first broken rule is read.
 */
export async function readMultipart(request: FastifyRequest, spec: MultipartSpec): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(400, { message: SERVER_MESSAGES.notMultipart });
  const maxFiles = Object.values(spec.files).reduce((sum, count) => sum + count, 0);
  const fileLimit = spec.fileLimit ?? DEFAULT_FILE_LIMIT;
  const fileTooBig = (name: string) => fieldError(name, fileLimit.message);
  const form: MultipartForm = { fields: {}, files: [] };
  let field = 'file';
  try {
    const parts = request.parts({
      limits: {
        fileSize: fileLimit.bytes,
        files: maxFiles,
        fields: spec.fields.length,
        parts: maxFiles + spec.fields.length,
        fieldSize: MAX_INPUT_TEXT,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      field = part.fieldname;
      if (part.type === 'file') {
        const allowed = spec.files[part.fieldname];
        if (allowed === undefined) throw fieldError(part.fieldname, SERVER_MESSAGES.unexpectedField);
        if (form.files.filter((file) => file.field === part.fieldname).length >= allowed) {
          throw fieldError(part.fieldname, MESSAGES.profileForm.maxItems(allowed));
        }
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw fileTooBig(part.fieldname);
        form.files.push({ field: part.fieldname, filename: part.filename, buffer });
      } else {
        if (!spec.fields.includes(part.fieldname)) throw fieldError(part.fieldname, SERVER_MESSAGES.unexpectedField);
        if (part.valueTruncated) throw fieldError(part.fieldname, MESSAGES.profileForm.maxChars(MAX_INPUT_TEXT));
        const value = String(part.value ?? '');
        if (value.includes('\u0000')) throw fieldError(part.fieldname, SERVER_MESSAGES.nulCharacter);
        form.fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooBig(field);
    if (code === 'FST_FILES_LIMIT') throw fieldError(field, MESSAGES.profileForm.maxItems(spec.files[field] ?? maxFiles));
    if (PART_LIMIT_ERRORS.has(code)) throw new HttpError(400, { message: SERVER_MESSAGES.tooManyParts });
    // Whatever else the parser met is a body it could not read: a missing boundary, a cut-off part, a broken header.
    request.log.info({ err: error }, 'refused a malformed multipart body');
    throw new HttpError(400, { message: SERVER_MESSAGES.malformedMultipart });
  }
  return form;
}

/** The one file a single-file call needs, or 400 naming the field. */
export function requireFile(form: MultipartForm, field: string, missing: string = MESSAGES.common.required): UploadedPart {
  const file = form.files.find((part) => part.field === field);
  if (!file || file.buffer.length === 0) throw new HttpError(400, { field_errors: { [field]: [missing] } });
  return file;
}
