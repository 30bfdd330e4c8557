import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour = (request: { body: Record<string, unknown>; headers: IncomingMessage['headers'] }, response: ServerResponse) => void;

/** Streams `pieces` as a chat-completions server does: one `data:` chunk each, a finish chunk, then [DONE]. */
export const streamsPieces =
  (pieces: string[], delayMs = 0): Behaviour =>
  async (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of pieces) {
      response.write(
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`,
      );
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    response.write(`data: ${JSON.stringify({ id: 'c1', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
    response.end('data: [DONE]\n\n');
  };

/**
 * A local server speaking the OpenAI chat-completions protocol with streaming, recording what it was asked; each
 * test sets how it answers.
 */
export function fakeModelServer() {
  const requests: { body: Record<string, unknown>; headers: IncomingMessage['headers'] }[] = [];
  let behaviour: Behaviour = streamsPieces(['Hello']);
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const recorded = { body: JSON.parse(raw) as Record<string, unknown>, headers: request.headers };
      requests.push(recorded);
      behaviour(recorded, response);
    });
  });
  return {
    requests,
    answer(next: Behaviour) {
      behaviour = next;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
