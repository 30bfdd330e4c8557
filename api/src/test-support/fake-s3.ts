import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import parseRange from 'range-parser';

type StoredObject = { body: Buffer; type: string; modified: Date };

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A small S3-compatible server for tests, path-style, one bucket: put, head, get (whole or one byte range), delete and
 * list-type=2 listing, the calls the file store makes. It checks no signature; what it proves is that the store speaks the protocol through the SDK.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, StoredObject>();
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-s3');
      const [, name, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (name !== bucket) {
        response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      if (request.method === 'PUT' && key) {
        objects.set(key, { body: await bodyOf(request), type: request.headers['content-type'] ?? '', modified: new Date() });
        response.writeHead(200, { etag: '"fake"' }).end();
      } else if ((request.method === 'GET' || request.method === 'HEAD') && key) {
        const found = objects.get(key);
        if (!found) {
          response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
          return;
        }
        const headers = { 'content-type': found.type, 'last-modified': found.modified.toUTCString() };
        const ranges = request.headers.range ? parseRange(found.body.length, request.headers.range) : null;
        if (ranges === -1) {
          response.writeHead(416, { 'content-type': 'application/xml' }).end('<Error><Code>InvalidRange</Code></Error>');
          return;
        }
        const range = Array.isArray(ranges) && ranges.length === 1 ? ranges[0]! : null;
        const body = range ? found.body.subarray(range.start, range.end + 1) : found.body;
        response
          .writeHead(range ? 206 : 200, {
            ...headers,
            'content-length': body.length,
            ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${found.body.length}` } : {}),
          })
          .end(request.method === 'HEAD' ? undefined : body);
      } else if (request.method === 'DELETE' && key) {
        objects.delete(key);
        response.writeHead(204).end();
      } else if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const contents = [...objects]
          .filter(([stored]) => stored.startsWith(prefix))
          .map(
            ([stored, object]) =>
              `<Contents><Key>${xmlEscape(stored)}</Key><LastModified>${object.modified.toISOString()}</LastModified><Size>${object.body.length}</Size></Contents>`,
          )
          .join('');
        response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
          );
      } else {
        response.writeHead(400, { 'content-type': 'application/xml' }).end('<Error><Code>NotImplemented</Code></Error>');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
