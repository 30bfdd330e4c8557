import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SeenRequest = { method: string; url: URL; headers: IncomingMessage['headers']; body: string };
export type FakeAnswer = { status?: number; json: unknown };
export type FakeHandler = (request: SeenRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A stand-in for a remote JSON API on 127.0.0.1, answering by path (404 for any other), and remembering every request:
 * the adapters of outside services are tested against it with the same HTTP calls they make in production.
 */
export async function fakeService(routes: Record<string, FakeHandler>) {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const entry = { method: request.method ?? 'GET', url, headers: request.headers, body };
      seen.push(entry);
      const handler = routes[url.pathname];
      void Promise.resolve(handler ? handler(entry) : { status: 404, json: { error: 'not found' } }).then((answer) => {
        if (!response.destroyed)
          response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        // A request a test left waiting must not hold the suite open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
