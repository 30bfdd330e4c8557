import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_CLOSE_TOO_MANY, ServerSocketEvent, eventsSocketPath } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { MAX_FRAME_BYTES, MAX_SOCKETS_PER_USER } from './frame-limits.ts';

describe('events socket limits', () => {
  let t: TestApp;
  let origin: string;
  const open: WebSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ socketFrameRate: { perSocket: 3, perUser: 4, windowMs: 60_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of open) socket.terminate();
    await t.close();
  });

  async function connect(email: string) {
    const { access } = await t.signIn(email);
    const socket = new WebSocket(origin + eventsSocketPath(await t.socketTicket(access)));
    open.push(socket);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return socket;
  }

  /** Sends chat frames and collects the refusal each one gets (refusals over the rate come first: they need no lookup). */
  async function refusalsOf(socket: WebSocket, count: number, text = 'hello') {
    const answers: string[] = [];
    const done = new Promise<void>((resolve) => {
      socket.on('message', (data: Buffer) => {
        const event = ServerSocketEvent.parse(JSON.parse(data.toString('utf8')));
        if (event.type === 'chat_error') answers.push(event.message);
        if (answers.length === count) resolve();
      });
    });
    for (let i = 0; i < count; i++) {
      socket.send(
        JSON.stringify({
          type: 'chat_message',
          client_id: `c${i}-${Math.random()}`,
          room: 2_000_000_000,
          messages: [{ type: 'text', value: text }],
        }),
      );
    }
    await done;
    socket.removeAllListeners('message');
    return answers;
  }

  it('refuses a NUL character in chat text with a validation message', async () => {
    const socket = await connect('admin@trellis.test');
    expect(await refusalsOf(socket, 1, 'a\u0000b')).toEqual([MESSAGES.chat.forbiddenCharacter]);
  });

  it('refuses frames past the rate of one socket, and of one member across sockets', async () => {
    const first = await connect('member@trellis.test');
    const second = await connect('member@trellis.test');
    const tooFast = (answers: string[]) => answers.filter((message) => message === MESSAGES.chat.tooFast).length;
    expect(tooFast(await refusalsOf(first, 4))).toBe(1);
    // The member has used three of their four frames on the other socket.
    expect(tooFast(await refusalsOf(second, 2))).toBe(1);
  });

  it('closes a socket that sends a frame over the size limit', async () => {
    const socket = await connect('leader@trellis.test');
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send('x'.repeat(MAX_FRAME_BYTES + 1));
    expect(await closed).toBe(1009);
  });

  it('caps the sockets one member holds open', async () => {
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) await connect('staff@trellis.test');
    const extra = await connect('staff@trellis.test');
    const code = await new Promise<number>((resolve) => extra.once('close', resolve));
    expect(code).toBe(SOCKET_CLOSE_TOO_MANY);
  });
});
