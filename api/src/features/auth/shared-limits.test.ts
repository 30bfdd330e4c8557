import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@trellis/contracts';
import { api, type TestApp } from '../../test-support/test-app.ts';
import { twoInstances, type TwoInstances } from '../../test-support/two-instances.ts';

describe('rate limits shared by instances on one database', () => {
  let both: TwoInstances;
  beforeAll(async () => {
    both = await twoInstances({ loginRateLimit: { perIp: 3, perEmail: 100, windowMs: 60_000 } });
  });
  afterAll(() => both.close());

  const attempt = (t: TestApp) =>
    t.inject({
      method: 'POST',
      url: api(PATHS.token),
      remoteAddress: '10.9.9.9',
      payload: { email: 'nobody@trellis.test', password: 'wrong-password' },
    });

  it('allows what one instance would, whichever instance a request reaches', async () => {
    const { first, second } = both;
    const answers = [await attempt(first), await attempt(second), await attempt(first), await attempt(second)];
    expect(answers.map((response) => response.statusCode)).toEqual([401, 401, 401, 429]);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
