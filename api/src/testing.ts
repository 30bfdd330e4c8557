import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { defaultServerConfig } from './config.ts';
import { easyAuthSettings } from './test-support/auth-settings.ts';
import { READABLE_OUTBOX, RELAXED_LOGIN_LIMITS } from './test-support/test-app.ts';
import { seededPglite } from './test-support/seeded-pglite.ts';

export type TestServer = { url: string; close(): Promise<void> };

/**
 * A real API server for other packages' tests: a fresh in-memory database with
 * migrations and the demo data, listening on 127.0.0.1 on a free port.
 */
export async function startTestServer(): Promise<TestServer> {
  const { connection, uploadsDir } = await seededPglite();
  const app = await buildApp({
    db: connection,
    config: defaultServerConfig({ loginRateLimit: RELAXED_LOGIN_LIMITS, auth: easyAuthSettings(), mail: READABLE_OUTBOX, uploadsDir }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await connection.close();
    },
  };
}
