/**
 * Start-up time of `npm start` (scripts/trellis.mjs start: the tools and dependency checks, build-changed, then the
 * server) on a built checkout: a first start on a new data folder, which creates the database and loads the demo
 * data, then a restart on the same folder, each timed until `GET /api/v1/health/ready` answers 200, then stopped
 * with SIGTERM. On the embedded database and, when DATABASE_URL is set, on PostgreSQL. Prints both figures and the
 * restart's goal; it asserts nothing. Run it after a build (`npm run bench` builds first): an unbuilt checkout
 * would time the build.
 *
 *   node scripts/with-postgres.mjs -- node api/bench/restart.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '@trellis/contracts';
import { figureLine, recordFigures } from '../../scripts/bench-summary.mjs';
import { freePort, waitFor } from '../faults/harness.ts';
import { scratchPostgresDatabase } from './scratch-database.ts';

const TRELLIS = fileURLToPath(new URL('../../scripts/trellis.mjs', import.meta.url));
const GOAL_SECONDS = 15;
/** A first start on a busy machine migrates and seeds for a minute or more; a start past this is reported as failed. */
const LONGEST_START_MS = 300_000;

type Database = 'PGlite' | 'PostgreSQL';

/**
 * Runs `npm start`'s entry in a process group of its own (it starts pnpm, which starts the server), so stopping it
 * stops every process it started.
 */
function npmStart(env: Record<string, string>): { child: ChildProcess; output(): string; exited: Promise<void> } {
  const child = spawn(process.execPath, [TRELLIS, 'start'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, output: () => output, exited };
}

/** Seconds from `npm start` until the platform says it takes traffic; the platform is stopped before it returns. */
async function timedStart(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const run = npmStart({ ...env, PORT: String(port), HOST: '127.0.0.1' });
  let gone = false;
  void run.exited.then(() => (gone = true));
  try {
    await waitFor(
      'npm start to answer /health/ready',
      async () => {
        if (gone) throw new Error(`npm start exited before answering:\n${run.output()}`);
        return (await fetch(`http://127.0.0.1:${port}${API_PREFIX}/health/ready`).catch(() => null))?.status === 200;
      },
      LONGEST_START_MS,
      100,
    );
    return (performance.now() - started) / 1000;
  } finally {
    if (!gone) {
      process.kill(-run.child.pid!, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-run.child.pid!, 'SIGKILL'), 30_000);
      await run.exited;
      clearTimeout(timer);
    }
  }
}

async function measure(database: Database, env: Record<string, string>): Promise<string[]> {
  const first = await timedStart(env);
  console.log(`${database}: first start, new database, ${first.toFixed(1)} s`);
  const again = await timedStart(env);
  console.log(`${database}: restart, unchanged built checkout and existing database, ${again.toFixed(1)} s`);
  return [
    figureLine(`${database}: first start, new database with demo data`, `${first.toFixed(1)} s`, 'none of its own', null),
    figureLine(
      `${database}: npm start on an unchanged, built checkout`,
      `${again.toFixed(1)} s`,
      `≤ ${GOAL_SECONDS} s`,
      again <= GOAL_SECONDS,
    ),
  ];
}

const scratch = mkdtempSync(join(tmpdir(), 'trellis-restart-bench-'));
const lines: string[] = [];
try {
  lines.push(...(await measure('PGlite', { DATABASE_URL: '', TRELLIS_DATA_DIR: join(scratch, 'pglite') })));
  if (process.env.DATABASE_URL) {
    const database = await scratchPostgresDatabase(process.env.DATABASE_URL, 'restart_bench');
    try {
      lines.push(...(await measure('PostgreSQL', { DATABASE_URL: database.url, TRELLIS_DATA_DIR: join(scratch, 'pg-side') })));
    } finally {
      await database.drop();
    }
  } else console.log('DATABASE_URL is not set: PostgreSQL skipped (run through scripts/with-postgres.mjs)');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log('\nnpm start until /api/v1/health/ready answers 200');
for (const line of lines) console.log(line);
recordFigures('npm start', lines);
