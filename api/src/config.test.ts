import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

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
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://trellis@db/trellis',
      dataDir: '/var/lib/trellis',
    });
    expect(config.server).toMatchObject({ jwtSecret: 'a-long-random-secret', devRemotes: true, trustProxy: true });
    expect(config.server.loginRateLimit).toMatchObject({ perIp: 100, perEmail: 20 });
    // Links built from a site record name the port the server listens on.
    expect(config.server.auth).toMatchObject({ publicUrl: null, sitePort: 8080 });
    expect(configFromEnv({ TRELLIS_PUBLIC_URL: 'https://trellis.example/' }).server.auth.publicUrl).toBe('https://trellis.example');
  });

  it('ignores values that are not positive whole numbers', () => {
    expect(configFromEnv({ PORT: 'abc', TRELLIS_LOGIN_LIMIT_PER_IP: '-5' })).toMatchObject({
      port: 3000,
      server: { loginRateLimit: { perIp: 30 } },
    });
  });
});
