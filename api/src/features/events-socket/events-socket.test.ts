import type { WebSocket } from '@fastify/websocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, PATHS, SOCKET_CLOSE_UNAUTHORIZED, ServerSocketEvent, eventsSocketPath } from '@trellis/contracts';
import { socketTickets } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { LIVE_TICKETS_PER_SESSION, SOCKET_TICKET_TTL_MS } from '../../auth/socket-tickets.ts';
import { defaultServerConfig } from '../../config.ts';
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

  it('closes with 4401 when the ticket is not one the server issued', async () => {
    const socket = await first.app.injectWS(eventsSocketPath('not-a-ticket'));
    expect(await closeCode(socket)).toBe(SOCKET_CLOSE_UNAUTHORIZED);
  });

  it('opens one socket per ticket, on whichever instance it reaches, and refuses it the second time', async () => {
    const { access } = await first.signIn('member@trellis.test');
    const ticket = await first.socketTicket(access);
    const opened = await second.app.injectWS(eventsSocketPath(ticket));
    const pong = nextEvent(opened);
    opened.send(JSON.stringify({ type: 'ping' }));
    expect((await pong).type).toBe('pong');
    const again = await first.app.injectWS(eventsSocketPath(ticket));
    expect(await closeCode(again)).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    opened.terminate();
  });

  it('refuses an access token in the address: only a ticket opens the socket', async () => {
    const { access } = await first.signIn('member@trellis.test');
    const socket = await first.app.injectWS(eventsSocketPath(access));
    expect(await closeCode(socket)).toBe(SOCKET_CLOSE_UNAUTHORIZED);
  });

  it('gives tickets only to a signed-in member, in the error shape', async () => {
    const anonymous = await first.inject({ method: 'POST', url: api(PATHS.socketTicket) });
    expect(anonymous.statusCode).toBe(401);
    expect(ApiErrorBody.parse(anonymous.json())).toHaveProperty('detail');
    const forged = await first.inject({
      method: 'POST',
      url: api(PATHS.socketTicket),
      headers: { authorization: 'Bearer forged.token.here' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('keeps the newest tickets of a session only, so a client asking in a loop cannot fill the table', async () => {
    const { access } = await second.signIn('pending@trellis.test');
    const issued: string[] = [];
    for (let count = 0; count <= LIVE_TICKETS_PER_SESSION; count++) issued.push(await second.socketTicket(access));
    expect(await closeCode(await first.app.injectWS(eventsSocketPath(issued[0]!)))).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    const newest = await first.app.injectWS(eventsSocketPath(issued.at(-1)!));
    const pong = nextEvent(newest);
    newest.send(JSON.stringify({ type: 'ping' }));
    expect((await pong).type).toBe('pong');
    newest.terminate();
  });

  it('refuses the ticket of a session that was signed out before the socket opened', async () => {
    const { access, refresh } = await first.signIn('member@trellis.test');
    const ticket = await first.socketTicket(access);
    expect((await first.post(PATHS.logout, { refresh_token: refresh })).statusCode).toBe(204);
    expect(await closeCode(await second.app.injectWS(eventsSocketPath(ticket)))).toBe(SOCKET_CLOSE_UNAUTHORIZED);
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

describe('events socket tickets expire', () => {
  let now = Date.now();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ auth: { ...defaultServerConfig().auth, clock: () => new Date(now) } });
  });
  afterAll(() => t.close());

  it('refuses a ticket older than its 30 seconds, and deletes a ticket once it is used', async () => {
    const { access } = await t.signIn('member@trellis.test');
    const stale = await t.socketTicket(access);
    now += SOCKET_TICKET_TTL_MS + 1000;
    expect(await closeCode(await t.app.injectWS(eventsSocketPath(stale)))).toBe(SOCKET_CLOSE_UNAUTHORIZED);

    const fresh = await t.socketTicket(access);
    const before = (await t.database.connection.db.select().from(socketTickets)).length;
    const socket = await t.app.injectWS(eventsSocketPath(fresh));
    const pong = nextEvent(socket);
    socket.send(JSON.stringify({ type: 'ping' }));
    expect((await pong).type).toBe('pong');
    expect(await t.database.connection.db.select().from(socketTickets)).toHaveLength(before - 1);
    socket.terminate();
  });
});
