import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { api, createTestApp, type TestApp } from '../test-support/test-app.ts';

/** Reads whose one statement checks the session itself (config sessionInQuery) instead of the authentication hook. */
const READS = [
  PATHS.identity,
  `${PATHS.notifications}?page=1`,
  `${PATHS.search}?type=user&search=da`,
  PATHS.portalPreferences,
  PATHS.chatMessages(1),
  PATHS.groupMetrics,
];

/** Public reads that know their caller in the same statement: a visitor reads them, a token whose session ended does not. */
const PUBLIC_READS = [PATHS.groups, PATHS.circles, PATHS.events, PATHS.userCircles(1), PATHS.jobs];

describe('reads that check the session in their own statement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const read = (path: string, authorization?: string) => t.inject({ url: api(path), headers: authorization ? { authorization } : {} });

  it.each(READS)('%s answers 401 without a token, and with a forged one', async (path) => {
    const anonymous = await read(path);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBeTruthy();
    const forged = await read(path, 'Bearer not.a.token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().detail).toBe(MESSAGES.auth.sessionExpired);
  });

  it('refuses every such read once the session is signed out, although the token has not expired', async () => {
    const { access, refresh } = await t.signIn('member@trellis.test');
    for (const path of READS.slice(0, 4)) expect((await read(path, `Bearer ${access}`)).statusCode).toBe(200);
    expect((await t.post(PATHS.logout, { refresh_token: refresh })).statusCode).toBe(204);
    for (const path of READS) {
      const response = await read(path, `Bearer ${access}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe(MESSAGES.auth.sessionExpired);
    }
  });

  it("refuses an admin's dashboard cards once the admin's session is signed out", async () => {
    const { access, refresh } = await t.signIn('admin@trellis.test');
    expect((await read(PATHS.groupMetrics, `Bearer ${access}`)).statusCode).toBe(200);
    expect((await t.post(PATHS.logout, { refresh_token: refresh })).statusCode).toBe(204);
    const response = await read(PATHS.groupMetrics, `Bearer ${access}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe(MESSAGES.auth.sessionExpired);
  });

  it("answers a room that is not the reader's as if it did not exist", async () => {
    const response = await read(PATHS.chatMessages(2_000_000), (await t.authHeader('member@trellis.test')).authorization);
    expect(response.statusCode).toBe(404);
  });

  it.each(PUBLIC_READS)('%s, a public read, answers a visitor, and 401 to a forged token', async (path) => {
    expect((await read(path)).statusCode).toBe(200);
    const forged = await read(path, 'Bearer not.a.token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().detail).toBe(MESSAGES.auth.sessionExpired);
  });

  it('answers 401 on a public read to a token whose session was signed out, so the client refreshes it', async () => {
    const { access, refresh } = await t.signIn('member@trellis.test');
    for (const path of PUBLIC_READS) expect((await read(path, `Bearer ${access}`)).statusCode, path).toBe(200);
    expect((await t.post(PATHS.logout, { refresh_token: refresh })).statusCode).toBe(204);
    for (const path of PUBLIC_READS) {
      const response = await read(path, `Bearer ${access}`);
      expect(response.statusCode, path).toBe(401);
      expect(response.json().detail).toBe(MESSAGES.auth.sessionExpired);
    }
  });
});
