import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@trellis/contracts';
import { easyAuthSettings } from '../test-support/auth-settings.ts';
import { api, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { configFromEnv } from '../config.ts';
import { DEFAULT_MAIL_SETTINGS } from './mail-settings.ts';

describe('mail through SMTP', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      auth: easyAuthSettings(),
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, fromAddress: 'no-reply@trellis.test', devMailbox: true },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers a recovery mail to the SMTP server, from the brand of the site', async () => {
    await t.inject({
      method: 'POST',
      url: api(PATHS.forgotPassword),
      payload: { email: 'member@trellis.test' },
      headers: { host: 'localhost:3000' },
    });
    for (let i = 0; i < 200 && received.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['member@trellis.test']);
    expect(received[0]!.from).toBe('no-reply@trellis.test');
    expect(received[0]!.raw).toMatch(/^From: .*<no-reply@trellis\.test>/m);
    expect(received[0]!.raw).toContain('http://localhost:3000/reset-password/');
    expect(received[0]!.raw).toMatch(/Content-Type: text\/html/i);
  });

  it('hides the dev mailbox and says so in the auth options', async () => {
    expect((await t.inject({ url: api(PATHS.devMailbox) })).statusCode).toBe(404);
    expect((await t.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await t.inject({ url: api(PATHS.authOptions) })).json().dev_mailbox).toBe(false);
  });
});

describe('stored outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ auth: easyAuthSettings() });
  });
  afterAll(() => t.close());

  it('shows mail newest first, as JSON and as an escaped page with clickable links', async () => {
    const pair = await t.signIn('unverified@trellis.test');
    await t.inject({ method: 'POST', url: api(PATHS.resendOtp), payload: {}, headers: { authorization: `Bearer ${pair.access}` } });
    await t.inject({ method: 'POST', url: api(PATHS.forgotPassword), payload: { email: 'unverified@trellis.test' } });
    let data: { subject: string; to: string }[] = [];
    for (let i = 0; i < 100 && data.length < 2; i++) {
      data = (await t.inject({ url: api(`${PATHS.devMailbox}?to=unverified@trellis.test`) })).json().data;
      if (data.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(data.map((mail) => mail.subject)).toEqual(['Reset your Trellis password', expect.stringMatching(/verification code/)]);
    expect((await t.inject({ url: api(`${PATHS.devMailbox}?to=nobody@trellis.test`) })).json().data).toEqual([]);

    const page = await t.inject({ url: '/dev/mailbox?to=<script>' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('&lt;script&gt;');
    expect(page.body).not.toContain('<script>');
    const all = await t.inject({ url: '/dev/mailbox' });
    expect(all.body).toMatch(/<a href="http:\/\/localhost(:\d+)?\/reset-password\/[\w-]+">/);
  });
});

describe('the outbox is closed to anyone but a developer on this machine', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  const options = async (request: Parameters<TestApp['inject']>[0] = {}) =>
    (await t.inject({ ...request, url: api(PATHS.authOptions) })).json().dev_mailbox;
  const mailboxes = (request: Omit<Parameters<TestApp['inject']>[0], 'url'> = {}) =>
    Promise.all([t.inject({ ...request, url: api(PATHS.devMailbox) }), t.inject({ ...request, url: '/dev/mailbox' })]);

  it('does not exist unless enabled, even with no SMTP server', async () => {
    t = await createTestApp({ auth: easyAuthSettings(), mail: DEFAULT_MAIL_SETTINGS });
    for (const response of await mailboxes()) expect(response.statusCode).toBe(404);
    expect(await options()).toBe(false);
    await t.close();
  });

  it('refuses requests that came through a proxy or from another machine', async () => {
    t = await createTestApp({ auth: easyAuthSettings() });
    expect(await options()).toBe(true);
    const relayed = [
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
      { headers: { forwarded: 'for=127.0.0.1' } },
      { headers: { 'x-real-ip': '127.0.0.1' } },
      { remoteAddress: '10.0.0.5' },
      { remoteAddress: '::ffff:192.168.1.4' },
    ];
    for (const request of relayed) {
      for (const response of await mailboxes(request)) expect(response.statusCode).toBe(404);
      expect(await options(request)).toBe(false);
    }
    for (const response of await mailboxes({ remoteAddress: '::1' })) expect(response.statusCode).toBe(200);
  });

  it('keeps a production server without SMTP from starting', () => {
    const mail = (env: NodeJS.ProcessEnv) => configFromEnv(env).server.mail;
    expect(() => mail({ NODE_ENV: 'production' })).toThrow(/TRELLIS_SMTP_URL is not set/);
    expect(mail({ NODE_ENV: 'production', TRELLIS_SMTP_URL: 'smtp://mail.example:587' }).devMailbox).toBe(false);
    expect(mail({ NODE_ENV: 'production', TRELLIS_DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(mail({}).devMailbox).toBe(false);
  });
});
