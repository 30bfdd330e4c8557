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
