import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { API_PREFIX, PATHS, SOCKET_CLOSE_SERVICE_RESTART, SocketTicket, TokenPair, eventsSocketPath } from '@trellis/contracts';
import { buildApp } from '../app.ts';
import { defaultServerConfig } from '../config.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { seededPglite } from '../test-support/seeded-pglite.ts';
import { RELAXED_LOGIN_LIMITS } from '../test-support/test-app.ts';
import { shutDown } from './graceful-shutdown.ts';

describe('graceful shutdown', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  });

  it('finishes requests in flight, tells sockets to reconnect, then refuses and closes the database', async () => {
    const { connection } = await seededPglite();
    cleanups.push(() => connection.close());
    const lifecycle = { draining: false };
    const app = await buildApp({ db: connection, config: defaultServerConfig({ loginRateLimit: RELAXED_LOGIN_LIMITS }), lifecycle });
    let release: () => void = () => undefined;
    app.get('/slow-for-test', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { finished: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const signIn = await fetch(`${origin}${API_PREFIX}${PATHS.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@trellis.test', password: DEMO_PASSWORD }),
    });
    const { access } = TokenPair.parse(await signIn.json());
    const asked = await fetch(`${origin}${API_PREFIX}${PATHS.socketTicket}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
    });
    const { ticket } = SocketTicket.parse(await asked.json());
    const socket = new WebSocket(`${origin.replace('http', 'ws')}${eventsSocketPath(ticket)}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const inFlight = fetch(`${origin}/slow-for-test`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopping = shutDown(app, connection, lifecycle, 5000);
    expect(lifecycle.draining).toBe(true);
    expect(await closed).toBe(SOCKET_CLOSE_SERVICE_RESTART);
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    await stopping;
    await expect(fetch(`${origin}${API_PREFIX}/health/live`)).rejects.toThrow();
  });
});
