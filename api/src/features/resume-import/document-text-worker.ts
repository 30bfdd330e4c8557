import { parentPort, workerData } from 'node:worker_threads';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

/** Runs in a worker thread with its own memory cap, so a hostile document can only exhaust the worker. */
const { buffer, kind } = workerData as { buffer: Uint8Array; kind: 'pdf' | 'docx' };

async function textOf(): Promise<string> {
  if (kind === 'docx') return (await mammoth.extractRawText({ buffer: Buffer.from(buffer) })).value;
  const { text } = await extractText(await getDocumentProxy(buffer), { mergePages: true });
  return text;
}

parentPort!.postMessage(await textOf());
