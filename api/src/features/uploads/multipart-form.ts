import { Readable } from 'node:stream';
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
};

/** The most one file read into memory may weigh, with the words that say so. */
const FILE_LIMIT = { bytes: LIMITS.uploadBytes, message: MESSAGES.uploads.fileTooBig };
const fieldError = (field: string, message: string) => new HttpError(400, { field_errors: { [field]: [message] } });

/** The errors @fastify/multipart raises when a body has more parts than the limits given to its parser. */
const PART_LIMIT_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** What a reading of a multipart body that stopped at `field` answers, in words. */
function refusal(request: FastifyRequest, error: unknown, field: string, fileLimit: { message: string }, allowed: number): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fieldError(field, fileLimit.message);
  if (code === 'FST_FILES_LIMIT') return fieldError(field, MESSAGES.profileForm.maxItems(allowed));
  if (PART_LIMIT_ERRORS.has(code)) return new HttpError(400, { message: SERVER_MESSAGES.tooManyParts });
  // Whatever else the parser met is a body it could not read: a missing boundary, a cut-off part, a broken header.
  request.log.info({ err: error }, 'refused a malformed multipart body');
  return new HttpError(400, { message: SERVER_MESSAGES.malformedMultipart });
}

/**
 * Reads a multipart body into memory within the route's spec: each file at most 10 MB (heavier files are streamed, see
 * `receiveOneFile`), at
 * most the files each file field allows, only the route's text fields, each no longer than any text input may be.
 * Whatever breaks these rules, and any body that is not well-formed multipart (no boundary, cut off, empty), answers
 * 400 in words; nothing past the first broken rule is read.
 */
export async function readMultipart(request: FastifyRequest, spec: MultipartSpec): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(400, { message: SERVER_MESSAGES.notMultipart });
  const maxFiles = Object.values(spec.files).reduce((sum, count) => sum + count, 0);
  const fileLimit = FILE_LIMIT;
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
    throw refusal(request, error, field, fileLimit, spec.files[field] ?? maxFiles);
  }
  return form;
}

/** The one file a single-file call needs, or 400 naming the field. */
export function requireFile(form: MultipartForm, field: string, missing: string = MESSAGES.common.required): UploadedPart {
  const file = form.files.find((part) => part.field === field);
  if (!file || file.buffer.length === 0) throw new HttpError(400, { field_errors: { [field]: [missing] } });
  return file;
}

/**
 * The one file of a single-file call, handed to `receive` as a stream so that it never sits in memory whole (a
 * video). The body may hold nothing else. A file past `fileLimit` makes the stream fail with the limit's words, so
 * whatever `receive` was writing fails with it; a file `receive` did not read to its end stops the upload.
 */
export async function receiveOneFile<T>(
  request: FastifyRequest,
  field: string,
  fileLimit: { bytes: number; message: string },
  receive: (file: { filename: string; stream: Readable }) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new HttpError(400, { message: SERVER_MESSAGES.notMultipart });
  let received: { value: T } | null = null;
  let seen = field;
  try {
    const parts = request.parts({
      limits: { fileSize: fileLimit.bytes, files: 1, fields: 0, parts: 1, fieldNameSize: 100, headerPairs: 20 },
    });
    for await (const part of parts) {
      seen = part.fieldname;
      if (part.type !== 'file' || part.fieldname !== field) throw fieldError(part.fieldname, SERVER_MESSAGES.unexpectedField);
      const { file } = part;
      // The parser cuts a file off at the limit and marks it truncated, so the stream fails at its end instead of
      // ending as if whole; the mark may already be set when the part arrives, the whole body read in one chunk.
      async function* untilLimit() {
        for await (const chunk of file) yield chunk as Buffer;
        if (file.truncated) throw fieldError(field, fileLimit.message);
      }
      try {
        received = { value: await receive({ filename: part.filename, stream: Readable.from(untilLimit(), { objectMode: false }) }) };
      } catch (error) {
        file.destroy();
        throw error;
      }
    }
  } catch (error) {
    throw refusal(request, error, seen, fileLimit, 1);
  }
  if (!received) throw fieldError(field, MESSAGES.common.required);
  return received.value;
}
