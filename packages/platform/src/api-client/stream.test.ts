import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { assistantEndpoints } from '@trellis/contracts/endpoints';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { setApiOrigin } from './client.ts';
import { ApiError } from './errors.ts';
import { stream, type StreamEvent } from './stream.ts';

const chat = {
  id: 7,
  question: 'python?',
  parent_chat: null,
  messages: [{ type: 'text', text: 'Hello there' }],
  is_error: false,
  engine: 'built_in',
  rating: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** A server that answers every request through `respond`, from any origin. */
async function serverDoing(respond: (response: ServerResponse) => void) {
  const server: Server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    request.resume();
    request.on('end', () => respond(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}

const ask = (onEvent: (event: StreamEvent) => void = () => undefined) =>
  stream(assistantEndpoints.ask, { body: { question: 'python?' } }, { onEvent });

describe('streamed calls', () => {
  describe('reading the events', () => {
    afterEach(() => setApiOrigin(undefined));

    it('hands over each event as it comes, even split across chunks, and resolves with the checked answer', async () => {
      const server = await serverDoing((response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('event: chat\ndata: {"id":7,"question":"python?","parent_chat":null}\n\nevent: tok');
        response.write('en\ndata: {"text":"Hello "}\n\n');
        response.write(`event: token\r\ndata: {"text":"there"}\r\n\r\nevent: done\ndata: ${JSON.stringify(chat)}\n\n`);
        response.end();
      });
      const events: StreamEvent[] = [];
      try {
        expect(await ask((event) => events.push(event))).toEqual(chat);
        expect(events).toEqual([
          { event: 'chat', data: { id: 7, question: 'python?', parent_chat: null } },
          { event: 'token', data: { text: 'Hello ' } },
          { event: 'token', data: { text: 'there' } },
        ]);
      } finally {
        await server.close();
      }
    });

    it('fails with the server’s words when it refuses, and with no answer when the stream ends early', async () => {
      let refuse = true;
      const server = await serverDoing((response) => {
        if (refuse) {
          response.writeHead(403, { 'content-type': 'application/json' }).end('{"detail":"You can\'t currently initiate a chat."}');
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.end('event: token\ndata: {"text":"cut"}\n\nevent: done\ndata: {"id"');
      });
      try {
        const refused = await ask().catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(ApiError);
        expect(refused).toMatchObject({ status: 403, body: { detail: "You can't currently initiate a chat." } });
        refuse = false;
        const cut = await ask().catch((error: unknown) => error);
        expect(cut).toMatchObject({ status: 0 });
      } finally {
        await server.close();
      }
    });
  });

  describe('against the real API', () => {
    beforeEach(() => connectApiServer(inject('apiUrl')));
    afterEach(() => signOut());

    it('streams an answer with the bearer token in a header', async () => {
      await signInAs('staff@trellis.test', 'Trellis!2026');
      let tokens = 0;
      const answer = await ask((event) => {
        if (event.event === 'token') tokens += 1;
      });
      expect(answer.question).toBe('python?');
      expect(answer.is_error).toBe(false);
      expect(tokens).toBeGreaterThan(5);
    });
  });
});
