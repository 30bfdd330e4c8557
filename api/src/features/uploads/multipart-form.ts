import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@trellis/shared/constants';
import { MESSAGES } from '@trellis/shared/messages';
import { HttpError } from '../../http/errors.ts';

export type UploadedPart = { field: string; filename: string; buffer: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: UploadedPart[] };

const NOT_MULTIPART = 'Send the file as multipart/form-data.';

const fileTooBig = (field: string) => new HttpError(400, { field_errors: { [field]: [MESSAGES.uploads.fileTooBig] } });

/**
 * Reads a whole multipart body into memory (files are at most 10 MB each).
 * Oversized files and non-multipart bodies answer 400 with field errors rather than 413 or 500.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(400, { message: NOT_MULTIPART });
  const form: MultipartForm = { fields: {}, files: [] };
  let field = 'file';
  try {
    for await (const part of request.parts({ limits: { fileSize: LIMITS.uploadBytes } })) {
      field = part.fieldname;
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw fileTooBig(part.fieldname);
        form.files.push({ field: part.fieldname, filename: part.filename, buffer });
      } else {
        form.fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooBig(field);
    if (typeof code === 'string' && code.startsWith('FST_')) throw new HttpError(400, { message: NOT_MULTIPART });
    throw error;
  }
  return form;
}

/** The one file a single-file call needs, or 400 naming the field. */
export function requireFile(form: MultipartForm, field: string, missing: string = MESSAGES.common.required): UploadedPart {
  const file = form.files.find((part) => part.field === field);
  if (!file || file.buffer.length === 0) throw new HttpError(400, { field_errors: { [field]: [missing] } });
  return file;
}
