import type { WebSocket } from '@fastify/websocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, SOCKET_CLOSE_UNAUTHORIZED, eventsSocketPath } from '@trellis/contracts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { api, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { twoInstances, type TwoInstances } from '../test-support/two-instances.ts';

const closeCode = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));

describe('a session ends everywhere at once', () => {
  let both: TwoInstances;
  beforeAll(async () => {
    both = await twoInstances();
  });
  afterAll(() => both.close());

  const identity = (t: TestApp, access: string) => t.inject({ url: api(PATHS.identity), headers: { authorization: `Bearer ${access}` } });

  it('refuses the access token of a signed-out session on the next request, and leaves other sessions alone', async () => {
    const { first, second } = both;
    const leaving = await first.signIn('member@trellis.test');
    const staying = await first.signIn('member@trellis.test');
    expect((await identity(second, leaving.access)).statusCode).toBe(200);
    expect((await first.post(PATHS.logout, { refresh_token: leaving.refresh })).statusCode).toBe(204);
    expect((await identity(second, leaving.access)).statusCode).toBe(401);
    expect((await identity(second, staying.access)).statusCode).toBe(200);
  });

  it('closes the sockets of a signed-out session on every instance, and no other', async () => {
    const { first, second } = both;
    const leaving = await first.signIn('admin@trellis.test');
    const staying = await first.signIn('admin@trellis.test');
    const leavingSocket = await second.app.injectWS(eventsSocketPath(await first.socketTicket(leaving.access)));
    const stayingSocket = await second.app.injectWS(eventsSocketPath(await first.socketTicket(staying.access)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = closeCode(leavingSocket);
    await first.post(PATHS.logout, { refresh_token: leaving.refresh });
    expect(await closed).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    expect(stayingSocket.readyState).toBe(stayingSocket.OPEN);
    stayingSocket.terminate();
  });

  it('closes every socket of the member when the password changes, the changing device included', async () => {
    const { first, second } = both;
    const other = await first.signIn('leader@trellis.test');
    const current = await first.signIn('leader@trellis.test');
    const sockets = [
      await second.app.injectWS(eventsSocketPath(await first.socketTicket(other.access))),
      await first.app.injectWS(eventsSocketPath(await first.socketTicket(current.access))),
    ];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = Promise.all(sockets.map(closeCode));
    const changed = await first.post(
      PATHS.changePassword,
      { current_password: DEMO_PASSWORD, new_password: 'A much longer passphrase 2026' },
      { authorization: `Bearer ${current.access}` },
    );
    expect(changed.statusCode).toBe(200);
    expect(await closed).toEqual([SOCKET_CLOSE_UNAUTHORIZED, SOCKET_CLOSE_UNAUTHORIZED]);
    expect((await identity(second, other.access)).statusCode).toBe(401);
    expect((await identity(second, changed.json().access)).statusCode).toBe(200);
  });
});

describe('a socket lives no longer than its access token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ accessTokenTtlSeconds: 1 });
  });
  afterAll(() => t.close());

  it('closes at the token expiry with the code that sends the client to refresh', async () => {
    const { access } = await t.signIn('member@trellis.test');
    const socket = await t.app.injectWS(eventsSocketPath(await t.socketTicket(access)));
    const started = Date.now();
    expect(await closeCode(socket)).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
