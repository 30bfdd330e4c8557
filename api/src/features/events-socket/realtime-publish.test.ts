import type { WebSocket } from '@fastify/websocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsSocketPath } from '@trellis/contracts';
import { createRealtime } from '../../realtime/realtime.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';

describe('realtime.publish', () => {
  let database: TestDatabase;
  let t: TestApp;
  let socket: WebSocket;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestApp({}, database);
    const { access } = await t.signIn('staff@trellis.test');
    socket = await t.app.injectWS(eventsSocketPath(await t.socketTicket(access)));
  });
  afterAll(async () => {
    socket.terminate();
    await t.close();
    await database.close();
  });

  it('reaches a socket held by another instance through the database', async () => {
    const staffId = JSON.parse(Buffer.from((await t.signIn('staff@trellis.test')).access.split('.')[1]!, 'base64url').toString()).sub;
    const elsewhere = createRealtime(await database.openSibling(), t.app.log);
    const received = new Promise<unknown>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString('utf8')))),
    );
    await elsewhere.publish(Number(staffId), { type: 'pong', at: '2026-01-01T00:00:00.000Z' });
    expect(await received).toEqual({ type: 'pong', at: '2026-01-01T00:00:00.000Z' });
  });

  it('refuses events too large for a notification', async () => {
    const realtime = createRealtime(database.connection, t.app.log);
    await expect(realtime.publish(1, { type: 'pong', at: 'x'.repeat(9000) })).rejects.toThrow(/too large/);
  });
});
