import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@trellis/shared/contracts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';

describe('rate limits shared by instances on one database', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const limits = { loginRateLimit: { perIp: 3, perEmail: 100, windowMs: 60_000 } };
    first = await createTestApp(limits, database);
    second = await createTestApp(limits, { ...database, connection: await database.openSibling() });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  const attempt = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: api(PATHS.token),
      remoteAddress: '10.9.9.9',
      payload: { email: 'nobody@trellis.test', password: 'wrong-password' },
    });

  it('allows what one instance would, whichever instance a request reaches', async () => {
    const answers = [await attempt(first), await attempt(second), await attempt(first), await attempt(second)];
    expect(answers.map((response) => response.statusCode)).toEqual([401, 401, 401, 429]);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
