import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { SERVER_MESSAGES } from './server-messages.ts';

describe('answers outside any route keep the error shapes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a plain request to the events socket in words', async () => {
    const response = await t.inject({ url: '/ws/events/some-token/' });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual({ detail: SERVER_MESSAGES.websocketOnly });
  });

  it('answers an OPTIONS request without preflight headers without a plain-text error', async () => {
    const response = await t.inject({ method: 'OPTIONS', url: '/api/v1/identity/' });
    expect(response.statusCode).toBeLessThan(300);
    expect(response.headers['content-type'] ?? '').not.toContain('text/plain');
  });

  it('answers an over-long path segment and an address that does not decode with detail', async () => {
    const long = await t.inject({ url: `/api/v1/users/profile/${'a'.repeat(3000)}/` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: SERVER_MESSAGES.pathTooLong });
    const broken = await t.inject({ url: '/api/v1/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: SERVER_MESSAGES.badAddress });
  });
});
