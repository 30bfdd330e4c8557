import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@trellis/shared/contracts';
import { MESSAGES } from '@trellis/shared/messages';
import { api, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { HEALTH_PATHS } from './health-paths.ts';
import { SHED_RETRY_AFTER_SECONDS } from './load-shedding.ts';

/** Keeps the event loop busy, as a burst of synchronous work would. */
function blockEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('health checks and load shedding', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ shedding: { maxEventLoopDelayMs: 40, maxQueueLength: 0 } });
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

  it('sheds API requests with 503 and Retry-After past the event-loop threshold, still answering health and sign-out', async () => {
    const auth = await t.authHeader('member@trellis.test');
    for (let round = 0; round < 50 && !t.app.isUnderPressure(); round++) {
      blockEventLoop(200);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    expect(t.app.isUnderPressure()).toBe(true);

    const shed = await t.inject({ url: api(PATHS.identity), headers: auth });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(shed.json()).toEqual({ message: MESSAGES.http.unavailable });

    expect((await t.inject({ url: HEALTH_PATHS.live })).statusCode).toBe(200);
    const ready = await t.inject({ url: HEALTH_PATHS.ready });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false, shedding: true });
    const signOut = await t.inject({ method: 'POST', url: api(PATHS.logout), headers: auth, payload: {} });
    expect(signOut.statusCode).not.toBe(503);
  });
});
