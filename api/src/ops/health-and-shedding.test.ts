import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { api, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { HEALTH_PATHS } from './health-paths.ts';
import { SHED_RETRY_AFTER_SECONDS } from './load-shedding.ts';

describe('health checks and load shedding', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ shedding: { maxEventLoopDelayMs: 0, maxQueueLength: 1 } });
  });

  afterAll(() => t.close());

  it('is live and ready with a reachable database and an idle event loop', async () => {
    const live = await t.inject({ url: HEALTH_PATHS.live });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.inject({ url: HEALTH_PATHS.ready });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, database: 'reachable', shedding: false, draining: false });
  });

  it('sheds API requests with 503 and Retry-After once the queue is full, still answering health and sign-out', async () => {
    const auth = await t.authHeader('member@trellis.test');
    // An upload whose body has not finished arriving holds the one place in the queue.
    const body = new PassThrough();
    // inject() starts on its first then(); Promise.resolve calls it now.
    const slow = Promise.resolve(
      t.inject({
        method: 'POST',
        url: api(PATHS.fileUpload),
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=held' },
        payload: body,
      }),
    );
    body.write('--held\r\n');
    await vi.waitFor(async () => expect((await t.inject({ url: api(PATHS.identity), headers: auth })).statusCode).toBe(503), {
      timeout: 5000,
    });

    const shed = await t.inject({ url: api(PATHS.identity), headers: auth });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(shed.json()).toEqual({ message: MESSAGES.http.unavailable });
    expect((await t.inject({ url: HEALTH_PATHS.live })).statusCode).toBe(200);

    body.end('--held--\r\n');
    await slow;
    const signOut = await t.inject({ method: 'POST', url: api(PATHS.logout), headers: auth, payload: {} });
    expect(signOut.statusCode).not.toBe(503);
    expect((await t.inject({ url: api(PATHS.identity), headers: auth })).statusCode).toBe(200);
  });
});
