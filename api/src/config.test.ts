import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv, REPO_ROOT } from './config.ts';
import { EnvSchema } from './env-schema.ts';

describe('configFromEnv', () => {
  it('defaults to port 3000 on all interfaces with the embedded database in the repository', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined });
    expect(config.dataDir.endsWith('/.data/pglite')).toBe(true);
    expect(config.server).toMatchObject({ jwtSecret: null, devRemotes: false, trustProxy: false, accessTokenTtlSeconds: 900 });
    expect(config.server.frontendRoot).toBeTruthy();
  });

  it('reads the documented variables', () => {
    const config = configFromEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://trellis@db/trellis',
      TRELLIS_DATA_DIR: '/var/lib/trellis',
      TRELLIS_JWT_SECRET: 'a-long-random-secret',
      TRELLIS_DEV_REMOTES: '1',
      TRELLIS_TRUST_PROXY: '1',
      TRELLIS_LOGIN_LIMIT_PER_IP: '100',
      TRELLIS_LOGIN_LIMIT_PER_EMAIL: '20',
      TRELLIS_SUBMISSION_LIMIT_PER_IP: '50',
      TRELLIS_SUBMISSION_LIMIT_PER_ACCOUNT: '5',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://trellis@db/trellis',
      dataDir: '/var/lib/trellis',
    });
    expect(config.server).toMatchObject({ jwtSecret: 'a-long-random-secret', devRemotes: true, trustProxy: true });
    expect(config.server.loginRateLimit).toMatchObject({ perIp: 100, perEmail: 20 });
    expect(config.server.submissionLimit).toMatchObject({ perIp: 50, perAccount: 5 });
    // Links built from a site record name the port the server listens on.
    expect(config.server.auth).toMatchObject({ publicUrl: null, sitePort: 8080 });
    expect(configFromEnv({ TRELLIS_PUBLIC_URL: 'https://trellis.example/' }).server.auth.publicUrl).toBe('https://trellis.example');
  });

  it('stops on a value that is set but wrong, naming the variable and what it must be', () => {
    expect(() => configFromEnv({ PORT: 'abc' })).toThrow('PORT must be a whole number from 1 to 65535 (it is "abc").');
    expect(() => configFromEnv({ TRELLIS_LOGIN_LIMIT_PER_IP: '-5' })).toThrow(/TRELLIS_LOGIN_LIMIT_PER_IP must be a whole number from 1/);
    expect(() => configFromEnv({ TRELLIS_SHED_QUEUE_LENGTH: '2.5' })).toThrow(/TRELLIS_SHED_QUEUE_LENGTH must be a whole number from 0/);
    expect(() => configFromEnv({ TRELLIS_TRUST_PROXY: 'true' })).toThrow('TRELLIS_TRUST_PROXY must be 1 (on) or 0 (off) (it is "true").');
    expect(() => configFromEnv({ NODE_ENV: 'prod' })).toThrow(/NODE_ENV must be production, development or test/);
    expect(() => configFromEnv({ TRELLIS_MAIL_FROM: 'nobody' })).toThrow(/TRELLIS_MAIL_FROM must be an e-mail address/);
    expect(() => configFromEnv({ TRELLIS_PUBLIC_URL: 'trellis.example' })).toThrow(/TRELLIS_PUBLIC_URL must be a URL/);
    expect(() => configFromEnv({ TRELLIS_REMOTE_ORIGINS: 'http://cdn.example.org' })).toThrow(
      /TRELLIS_REMOTE_ORIGINS "http:\/\/cdn.example.org" must use https/,
    );
  });

  it('names every wrong variable at once, and never repeats a secret', () => {
    let message = '';
    try {
      configFromEnv({ PORT: '0', DATABASE_URL: 'mysql://root:hunter2@db/trellis', TRELLIS_JWT_SECRET: 'short' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^PORT must be a whole number from 1 to 65535 \(it is "0"\)\. DATABASE_URL must be a URL such as postgres:/);
    expect(message).toMatch(/TRELLIS_JWT_SECRET must be at least 16 characters/);
    expect(message).not.toMatch(/hunter2|short"/);
  });

  it('refuses one half of a credential pair instead of turning the feature off', () => {
    expect(() => configFromEnv({ TRELLIS_RECAPTCHA_SITE_KEY: 'site-key' })).toThrow(
      'TRELLIS_RECAPTCHA_SECRET is needed with TRELLIS_RECAPTCHA_SITE_KEY: set both, or neither.',
    );
    expect(() => configFromEnv({ TRELLIS_LINKEDIN_CLIENT_SECRET: 'x' })).toThrow(/TRELLIS_LINKEDIN_CLIENT_ID is needed/);
  });

  it('keeps uploads on disk unless a bucket is named, and then reads its service, prefix and keys', () => {
    expect(configFromEnv({}).server.objectStorage).toBeNull();
    expect(
      configFromEnv({
        TRELLIS_S3_BUCKET: 'trellis-files',
        TRELLIS_S3_ENDPOINT: 'http://127.0.0.1:9000',
        TRELLIS_S3_PREFIX: 'uploads/',
        TRELLIS_S3_ACCESS_KEY_ID: 'key',
        TRELLIS_S3_SECRET_ACCESS_KEY: 'secret',
      }).server.objectStorage,
    ).toEqual({
      bucket: 'trellis-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      prefix: 'uploads/',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(() => configFromEnv({ TRELLIS_S3_BUCKET: 'b', TRELLIS_S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /TRELLIS_S3_SECRET_ACCESS_KEY is needed with TRELLIS_S3_ACCESS_KEY_ID/,
    );
    expect(() => configFromEnv({ TRELLIS_S3_ENDPOINT: 'minio:9000' })).toThrow(/TRELLIS_S3_ENDPOINT must be a URL/);
  });

  it('takes an empty value for unset', () => {
    expect(configFromEnv({ PORT: '', TRELLIS_SHED_QUEUE_LENGTH: ' ' })).toMatchObject({
      port: 3000,
      server: { shedding: { maxQueueLength: 24 } },
    });
  });

  it('stops the server before it opens anything, with the sentence on stderr', () => {
    const run = spawnSync(process.execPath, [join(REPO_ROOT, 'api/src/main.ts')], {
      env: { PATH: process.env.PATH, TRELLIS_DATA_DIR: ':memory:', TRELLIS_SHED_QUEUE_LENGTH: 'many' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Trellis did not start: TRELLIS_SHED_QUEUE_LENGTH must be a whole number from 0 (it is "many").');
  });
});

describe('the environment schema', () => {
  const variables = Object.keys(EnvSchema.shape);

  /** Every `env.NAME` and `process.env.NAME` the server's sources read. */
  function variablesRead(): string[] {
    const folder = join(REPO_ROOT, 'api/src');
    const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter(
      (entry) =>
        entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.parentPath.includes('test-support'),
    );
    const names = files.flatMap((entry) =>
      [...readFileSync(join(entry.parentPath, entry.name), 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!),
    );
    return [...new Set(names)].sort();
  }

  it('covers every variable the server reads', () => {
    const read = variablesRead();
    expect(read.length).toBeGreaterThan(20);
    expect(read.filter((name) => !variables.includes(name))).toEqual([]);
  });

  it('is listed in full, with meaning and default, in the API README', () => {
    const readme = readFileSync(join(REPO_ROOT, 'api/README.md'), 'utf8');
    const rows = readme.split('\n').filter((line) => line.startsWith('| `'));
    for (const name of variables) {
      const row = rows.find((line) => line.split('|')[1]!.includes(`\`${name}\``));
      expect(row, `${name} is missing from the environment table of api/README.md`).toBeDefined();
      expect(row!.split('|').filter((cell) => cell.trim() !== '').length).toBe(3);
    }
  });
});
