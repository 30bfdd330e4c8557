import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { api, setApiOrigin } from './client.ts';
import type { ApiError } from './errors.ts';

/** An HTTP server that answers 503 with Retry-After for the first `outageAnswers` calls, as the API does in an outage. */
async function serverDownFor(outageAnswers: number) {
  const calls: string[] = [];
  const server: Server = createServer((request, response) => {
    calls.push(request.method ?? '');
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    response.setHeader('content-type', 'application/json');
    if (calls.length <= outageAnswers) {
      response.writeHead(503, { 'retry-after': '0' }).end(JSON.stringify({ message: MESSAGES.http.unavailable }));
    } else {
      response.writeHead(200).end(JSON.stringify({ ok: true }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return { calls, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the shared API client while the server is temporarily unavailable', () => {
  afterEach(() => setApiOrigin(undefined));

  it('retries a read after 503, telling the user it is retrying', async () => {
    const server = await serverDownFor(2);
    const toasts = vi.fn();
    bus.on('toast', toasts);
    try {
      expect(await api.get('/anything/')).toEqual({ ok: true });
      expect(server.calls).toEqual(['GET', 'GET', 'GET']);
      expect(toasts).toHaveBeenCalledWith({ kind: 'warning', content: MESSAGES.http.unavailableRetrying });
    } finally {
      bus.off('toast', toasts);
      await server.close();
    }
  });

  it('gives up on a read after its retries, with the unavailable message', async () => {
    const server = await serverDownFor(100);
    try {
      const failure = (await api.get('/anything/').catch((error: unknown) => error)) as ApiError;
      expect(failure.status).toBe(503);
      expect(failure.message).toBe(MESSAGES.http.unavailable);
      expect(server.calls.length).toBe(5);
    } finally {
      await server.close();
    }
  });

  it('never repeats a write on its own', async () => {
    const server = await serverDownFor(1);
    try {
      const failure = (await api.post('/anything/', { a: 1 }).catch((error: unknown) => error)) as ApiError;
      expect(failure.status).toBe(503);
      expect(server.calls.filter((method) => method === 'POST')).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
