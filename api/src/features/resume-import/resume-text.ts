import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { HttpError } from '../../http/errors.ts';
import { SERVER_MESSAGES } from '../../http/server-messages.ts';
import type { FileKind } from '../uploads/file-kinds.ts';
import { unpackedSize } from './archive-size.ts';

export type DocumentLimits = {
  /** Bytes a DOCX may unpack to; a resume is a few hundred kilobytes of XML. */
  unpackedBytes: number;
  /** Heap of the worker that reads one document. */
  memoryMb: number;
  /** Time one document may take to read. */
  timeoutMs: number;
};

export const DOCUMENT_LIMITS: DocumentLimits = { unpackedBytes: 20 * 1024 * 1024, memoryMb: 256, timeoutMs: 15_000 };

/** Two documents at a time at most, so a burst of uploads cannot hold more than two workers' memory. */
const reading = pLimit(2);

const refuse = (message: string) => new HttpError(400, { field_errors: { file: [message] } });

function readInWorker(buffer: Buffer, kind: 'pdf' | 'docx', limits: DocumentLimits): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./document-text-worker.ts', import.meta.url), {
      workerData: { buffer: new Uint8Array(buffer), kind },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(refuse(SERVER_MESSAGES.documentTooSlow));
    }, limits.timeoutMs);
    worker.once('message', (text: string) => resolve(text));
    // A document the reader cannot make sense of is still the member's resume: it is stored, with nothing to import.
    worker.once('error', (error: Error & { code?: string }) =>
      error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? reject(refuse(SERVER_MESSAGES.documentTooLarge)) : resolve(''),
    );
    worker.once('exit', () => clearTimeout(timer));
  });
}

/**
 * The plain text of a PDF or DOCX resume, one line per visual line where the format keeps them. It is read off the
 * event loop, in a worker with a memory and a time cap, and a DOCX is refused before unpacking when its archive
 * says it would unpack to more than the limit: a few kilobytes can hold gigabytes of XML.
 */
export async function resumeText(buffer: Buffer, kind: FileKind, limits = DOCUMENT_LIMITS): Promise<string> {
  if (kind !== 'pdf' && kind !== 'docx') return '';
  if (kind === 'docx') {
    const size = await unpackedSize(buffer).catch(() => null);
    if (size === null) return '';
    if (size > limits.unpackedBytes) throw refuse(SERVER_MESSAGES.documentTooLarge);
  }
  return reading(() => readInWorker(buffer, kind, limits));
}
