import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Polls a URL until it answers 2xx. */
export async function waitForUrl(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Where the redeploy test serves a rebuilt remote, next to the platform's own port. */
export const cdnOrigin = (platformPort: number) => `http://127.0.0.1:${platformPort + 1}`;

/**
 * The whole platform as `npm start` serves it (built bundles, API, demo data),
 * on its own port: on a fresh embedded database, or on the PostgreSQL server
 * `databaseUrl` names (several instances may share it).
 */
export async function startPlatform(port: number, databaseUrl?: string): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-platform-'));
  const { DATABASE_URL: _inherited, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'api/src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // Every browser of the suite signs in from 127.0.0.1, often as the same demo account:
      // the production limits would turn later tests away. The API suite tests the limits.
      TRELLIS_LOGIN_LIMIT_PER_IP: '100000',
      TRELLIS_LOGIN_LIMIT_PER_EMAIL: '100000',
      TRELLIS_AUTH_LIMIT_PER_IP: '100000',
      TRELLIS_AUTH_LIMIT_PER_ACCOUNT: '100000',
      TRELLIS_UPLOAD_LIMIT_PER_IP: '100000',
      TRELLIS_UPLOAD_LIMIT_PER_ACCOUNT: '100000',
      TRELLIS_SUBMISSION_LIMIT_PER_IP: '100000',
      TRELLIS_SUBMISSION_LIMIT_PER_ACCOUNT: '100000',
      // A 503 for load would fail a form submit on a busy two-core runner; the fault suite tests shedding.
      TRELLIS_SHED_EVENT_LOOP_DELAY_MS: '0',
      TRELLIS_SHED_QUEUE_LENGTH: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      TRELLIS_DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // The suite follows e-mailed codes and links through the outbox, readable from this machine only.
      TRELLIS_DEV_MAILBOX: '1',
      // The stand-in CDN of the redeploy test, the one origin besides its own the platform loads a remote from.
      TRELLIS_REMOTE_ORIGINS: cdnOrigin(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/api/v1/remotes/`);
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
