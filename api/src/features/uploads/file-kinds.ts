import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { MESSAGES } from '@trellis/contracts/messages';
import { HttpError } from '../../http/errors.ts';

export type FileKind = 'pdf' | 'docx' | 'image' | 'mp4';

const KIND_OF_MIME: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'video/mp4': 'mp4',
};

const LABEL: Record<FileKind, string> = { pdf: 'PDF', docx: 'DOCX', image: 'an image (PNG, JPEG, GIF or WebP)', mp4: 'an MP4 video' };

export type DetectedFile = { kind: FileKind; ext: string; mime: string };

/** Decides what a file is from its bytes, never its name, and refuses kinds the call does not take. */
export async function detectFile(buffer: Buffer, allowed: readonly FileKind[], field: string): Promise<DetectedFile> {
  const type = await fileTypeFromBuffer(buffer);
  const kind = type ? KIND_OF_MIME[type.mime] : undefined;
  if (!type || !kind || !allowed.includes(kind)) {
    const kinds = allowed.map((item) => LABEL[item]).join(' or ');
    throw new HttpError(400, { field_errors: { [field]: [MESSAGES.uploads.unsupported(kinds)] } });
  }
  return { kind, ext: type.ext, mime: type.mime };
}

/** How many first bytes of a stream are read to tell its kind: file-type's own sample size. */
const SAMPLE_BYTES = 4100;

/**
 * `detectFile` for a file arriving as a stream: reads its first bytes, decides from them, and gives back a stream of
 * every byte, those first ones included, to be written on. An empty file answers `missing` on the field.
 */
export async function detectStream(
  stream: Readable,
  allowed: readonly FileKind[],
  field: string,
  missing: string = MESSAGES.common.required,
): Promise<{ type: DetectedFile; bytes: Readable }> {
  const source = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let length = 0;
  while (length < SAMPLE_BYTES) {
    const next = await source.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  if (length === 0) throw new HttpError(400, { field_errors: { [field]: [missing] } });
  const sample = Buffer.concat(head);
  const type = await detectFile(sample, allowed, field);
  async function* replay() {
    try {
      yield sample;
      for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
    } finally {
      // Whoever stops reading early (a failed write) stops the upload too.
      await source.return?.();
    }
  }
  return { type, bytes: Readable.from(replay(), { objectMode: false }) };
}
