/**
 * Memory of a video upload: serves a seeded API on a local port and uploads a video just under the 50 MB limit to
 * POST /upload-video/ as a browser would, the body written in 1 MB chunks as the socket takes them, so the client
 * holds one chunk at a time. Samples the process's JavaScript heap (with its buffers) and resident memory while the
 * upload runs and prints the peak growth above the idle figures taken just before; the server and this client share
 * the process, so the figures count both. With --expose-gc it also collects garbage every few samples and prints the
 * peak of what stayed alive: the chunks already written to disk are garbage the plain peak still counts. It asserts
 * nothing.
 *
 *   node --expose-gc api/bench/video-upload-memory.ts
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { USE_CASE_LIMITS } from '@trellis/contracts';
import { aiEndpoints, pathOf } from '@trellis/contracts/endpoints';
import { api, createTestApp } from '../src/test-support/test-app.ts';

const MB = 1024 * 1024;
const CHUNK = randomBytes(MB);
/** The start of an MP4 file: its `ftyp` box, which is what the upload's check reads. */
const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
const VIDEO_BYTES = USE_CASE_LIMITS.videoBytes - MB;
const SAMPLE_EVERY_MS = 20;
/** Every this many samples, garbage is collected before one is taken, for the live peak. */
const COLLECT_EVERY = 5;
const collect = (globalThis as { gc?: () => void }).gc;

const heap = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external + usage.arrayBuffers;
};

/** Sends the multipart body chunk by chunk, waiting for the socket to drain, while sampling memory. */
function uploadVideo(url: string, authorization: string) {
  const boundary = `----bench${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="video"; filename="bench.mp4"\r\ncontent-type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{ status: number; body: string; peakRss: number; peakHeap: number; peakLive: number }>((resolve, reject) => {
    let peakRss = process.memoryUsage.rss();
    let peakHeap = heap();
    let peakLive = heap();
    let samples = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      peakHeap = Math.max(peakHeap, heap());
      if (collect && ++samples % COLLECT_EVERY === 0) {
        collect();
        peakLive = Math.max(peakLive, heap());
      }
    }, SAMPLE_EVERY_MS);
    const sending = request(
      url,
      {
        method: 'POST',
        headers: {
          authorization,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + VIDEO_BYTES + tail.length,
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          clearInterval(sampler);
          resolve({ status: response.statusCode ?? 0, body, peakRss, peakHeap, peakLive });
        });
      },
    );
    sending.on('error', reject);
    void (async () => {
      sending.write(head);
      sending.write(MP4_HEAD);
      let left = VIDEO_BYTES - MP4_HEAD.length;
      while (left > 0) {
        const piece = left >= MB ? CHUNK : CHUNK.subarray(0, left);
        left -= piece.length;
        if (!sending.write(piece)) await new Promise((drained) => sending.once('drain', drained));
      }
      sending.end(tail);
    })();
  });
}

const dir = mkdtempSync(join(tmpdir(), 'trellis-video-bench-'));
const t = await createTestApp({ uploadsDir: dir });
try {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const { authorization } = await t.authHeader('member@trellis.test');
  collect?.();
  const idleRss = process.memoryUsage.rss();
  const idleHeap = heap();
  const began = performance.now();
  const result = await uploadVideo(`http://127.0.0.1:${port}${api(pathOf(aiEndpoints.uploadVideo))}`, authorization);
  const seconds = (performance.now() - began) / 1000;
  if (result.status !== 200) throw new Error(`the upload answered ${result.status}: ${result.body}`);
  console.log(`\nA ${(VIDEO_BYTES / MB).toFixed(0)} MB video streamed to POST /upload-video/ in ${seconds.toFixed(1)} s`);
  const live = collect ? ((result.peakLive - idleHeap) / MB).toFixed(1) : 'run with --expose-gc';
  console.log('| video MB | idle RSS MB | RSS growth MB | JS heap + buffers growth MB | of it alive after collection MB |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(
    `| ${(VIDEO_BYTES / MB).toFixed(0)} | ${(idleRss / MB).toFixed(0)} | ${((result.peakRss - idleRss) / MB).toFixed(1)} | ${((result.peakHeap - idleHeap) / MB).toFixed(1)} | ${live} |`,
  );
} finally {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
}
