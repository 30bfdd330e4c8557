import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@trellis/contracts/messages';
import { openPostgres, type DatabaseConnection } from '../db/connection.ts';
import { installErrorHandling } from '../http/error-handling.ts';
import { isDatabaseUnreachable, OUTAGE_RETRY_AFTER_SECONDS, watchDatabaseOutage } from './database-outage.ts';
import { injectInto } from '../test-support/test-app.ts';

/** A port on this machine where nothing listens: a PostgreSQL server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('database outage', () => {
  let app: FastifyInstance;
  let connection: DatabaseConnection;
  const logged: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    connection = await openPostgres(`postgres://trellis@127.0.0.1:${await closedPort()}/trellis`);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(JSON.parse(String(chunk)));
        done();
      },
    });
    app = Fastify({ logger: { level: 'info', stream } });
    installErrorHandling(app);
    const outage = watchDatabaseOutage(connection.db, app.log, 50);
    app.decorate('databaseOutage', outage);
    app.addHook('onClose', async () => outage.stop());
    app.get('/needs-database', async () => connection.db.execute(sql`select 1`));
    app.get('/broken', async () => {
      throw new Error('a bug, not an outage');
    });
  });

  afterAll(async () => {
    await app.close();
    await connection.close();
  });

  it('answers 503 with Retry-After and a message when the database cannot be reached, logging the outage once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => injectInto(app, { url: '/needs-database' })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
      expect(answer.json()).toEqual({ message: MESSAGES.http.unavailable });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logged.filter((line) => line.msg.startsWith('the database cannot be reached'))).toHaveLength(1);
    expect(logged.filter((line) => line.msg === 'request failed')).toHaveLength(0);
    expect(app.databaseOutage?.reachable()).toBe(false);
  });

  it('still answers a genuine fault with 500', async () => {
    const answer = await injectInto(app, { url: '/broken' }, { crashExpected: true });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ message: MESSAGES.http.server });
  });

  it('tells unreachable apart from other failures', async () => {
    const refused = await connection.db.execute(sql`select 1`).catch((error: unknown) => error);
    expect(isDatabaseUnreachable(refused)).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnreachable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnreachable(new Error('a bug'))).toBe(false);
  });
});
