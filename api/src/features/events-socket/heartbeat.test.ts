import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eventsSocketPath } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const HEARTBEAT_MS = 100;

describe('events socket heartbeat', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp({ socketHeartbeatMs: HEARTBEAT_MS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  // A real client over TCP: the heartbeat is made of protocol pings, which only a real socket answers or not.
  async function connect(autoPong: boolean) {
    const { access } = await t.signIn('member@trellis.test');
    const socket = new WebSocket(origin + eventsSocketPath(await t.socketTicket(access)), { autoPong });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return socket;
  }

  it('drops a client that stops answering pings', async () => {
    const socket = await connect(false);
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    // Terminated, not closed: the server sends no close frame, so the code is 1006.
    expect(await closed).toBe(1006);
  });

  it('keeps a client that answers', async () => {
    const socket = await connect(true);
    let pings = 0;
    socket.on('ping', () => pings++);
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 5));
    expect(pings).toBeGreaterThanOrEqual(3);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});
