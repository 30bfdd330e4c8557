import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import type { FileKind } from '../uploads/file-kinds.ts';

/** The plain text of a PDF or DOCX resume, one line per visual line where the format keeps them. */
export async function resumeText(buffer: Buffer, kind: FileKind): Promise<string> {
  if (kind === 'docx') return (await mammoth.extractRawText({ buffer })).value;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(buffer)), { mergePages: true });
  return text;
}
