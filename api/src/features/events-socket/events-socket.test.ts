import type { WebSocket } from '@fastify/websocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_CLOSE_UNAUTHORIZED, ServerSocketEvent, eventsSocketPath } from '@trellis/shared/contracts';
import type { TestApp } from '../../test-support/test-app.ts';
import { twoInstances, type TwoInstances } from '../../test-support/two-instances.ts';

function nextEvent(socket: WebSocket): Promise<ServerSocketEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no event within 5 s')), 5000);
    socket.once('message', (data: Buffer) => {
      clearTimeout(timer);
      resolve(ServerSocketEvent.parse(JSON.parse(data.toString('utf8'))));
    });
  });
}

function closeCode(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.once('close', (code: number) => resolve(code)));
}

describe('events socket', () => {
  let both: TwoInstances;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    both = await twoInstances();
    ({ first, second } = both);
  });
  afterAll(() => both.close());

  const connect = (app: TestApp, email: string) => both.openSocket(app, email);

  it('closes with 4401 when the token is not valid', async () => {
    const socket = await first.app.injectWS(eventsSocketPath('not-a-token'));
    expect(await closeCode(socket)).toBe(SOCKET_CLOSE_UNAUTHORIZED);
  });

  it('answers a ping with a pong on every socket of the user, on both instances', async () => {
    const onFirst = await connect(first, 'member@trellis.test');
    const onSecond = await connect(second, 'member@trellis.test');
    const someoneElse = await connect(second, 'admin@trellis.test');
    let leaked = false;
    someoneElse.on('message', () => (leaked = true));

    const received = Promise.all([nextEvent(onFirst), nextEvent(onSecond)]);
    onFirst.send(JSON.stringify({ type: 'ping' }));
    const [a, b] = await received;
    expect(a.type).toBe('pong');
    expect(b).toEqual(a);
    expect(leaked).toBe(false);
  });

  it('answers frames it cannot read with a chat_error and keeps the socket open', async () => {
    const socket = await connect(first, 'leader@trellis.test');
    for (const frame of [
      'not json',
      JSON.stringify({ type: 'shout' }),
      JSON.stringify(null),
      '[1,2',
      JSON.stringify({ type: 'chat_message' }),
    ]) {
      const answer = nextEvent(socket);
      socket.send(frame);
      expect(await answer).toEqual({ type: 'chat_error', client_id: null, room: null, message: 'This message could not be read.' });
    }
    const pong = nextEvent(socket);
    socket.send(JSON.stringify({ type: 'ping' }));
    expect((await pong).type).toBe('pong');
  });
});
