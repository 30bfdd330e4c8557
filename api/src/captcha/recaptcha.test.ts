import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { easyAuthSettings } from '../test-support/auth-settings.ts';
import { api, createTestApp, type TestApp } from '../test-support/test-app.ts';

describe('reCAPTCHA instead of proof of work', () => {
  let t: TestApp;
  const used = new Set<string>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const token = form.get('response') ?? '';
      const success = form.get('secret') === 'server-secret' && token.startsWith('good') && !used.has(token);
      used.add(token);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success }));
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
    t = await createTestApp({ auth: easyAuthSettings({ recaptcha: { siteKey: 'site-key', secret: 'server-secret', verifyUrl } }) });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const register = (email: string, recaptcha_response: string) =>
    t.inject({
      method: 'POST',
      url: api(PATHS.register),
      payload: {
        first_name: 'R',
        last_name: 'C',
        email,
        password: 'Maple-Orbit-204',
        confirm_password: 'Maple-Orbit-204',
        recaptcha_response,
      },
    });

  it('tells the client to show reCAPTCHA and serves no challenge', async () => {
    expect((await t.inject({ url: api(PATHS.authOptions) })).json().captcha).toEqual({ kind: 'recaptcha', site_key: 'site-key' });
    expect((await t.inject({ url: api(PATHS.captchaChallenge) })).statusCode).toBe(404);
  });

  it('accepts an answer Google confirms, once', async () => {
    expect((await register('re1@example.org', 'good-1')).statusCode).toBe(200);
    const replay = await register('re2@example.org', 'good-1');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ field_errors: { recaptcha_response: [MESSAGES.auth.captchaFailed] } });
    expect((await register('re3@example.org', 'bad')).statusCode).toBe(400);
  });
});
