/**
 * Mixed-load figure: 200 connections of signed-in reads against the real server
 * (`node src/main.ts` as a child process) for 10 seconds, on the embedded database
 * and, when DATABASE_URL is set, on PostgreSQL. A client told 503 waits the
 * Retry-After it is given, as the API client does. Prints answers per second,
 * served answers per second, p50, p99 (of all answers), shed answers (503) and
 * errors (other failures and requests unanswered after 10 s); it asserts nothing.
 *
 *   node scripts/with-postgres.mjs -- node api/bench/mixed-load.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PATHS } from '@trellis/contracts';
import { apiCall, killAll, percentile, signIn, sleep, startServer } from '../faults/harness.ts';
import { scratchPostgresDatabase } from './scratch-database.ts';

const CONNECTIONS = 200;
const DURATION_MS = 10_000;
const REQUEST_TIMEOUT_MS = 10_000;
const READS = [PATHS.identity, PATHS.careerProfiles, PATHS.rooms, `${PATHS.notifications}?page=1`, `${PATHS.topics}?topic_type=skill`];
const ACCOUNTS = ['member@trellis.test', 'leader@trellis.test', 'admin@trellis.test', 'staff@trellis.test'];

type Figure = {
  database: string;
  requests: number;
  perSecond: number;
  servedPerSecond: number;
  p50: number;
  p99: number;
  shed: number;
  errors: number;
};

async function measure(database: string, env: Record<string, string>): Promise<Figure> {
  const server = await startServer(env);
  try {
    const tokens = await Promise.all(ACCOUNTS.map((email) => signIn(server.origin, email)));
    const latencies: number[] = [];
    let shed = 0;
    let errors = 0;
    const started = performance.now();
    const until = Date.now() + DURATION_MS;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, client) => {
        for (let turn = 0; Date.now() < until; turn++) {
          const begun = performance.now();
          try {
            const path = READS[(client + turn) % READS.length]!;
            const response = await apiCall(server.origin, tokens[client % tokens.length]!, path, {
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
            await response.arrayBuffer();
            latencies.push(performance.now() - begun);
            if (response.status === 503) {
              shed++;
              // As the API client does: wait what the server asks before the next read.
              await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
            } else if (!response.ok) errors++;
          } catch {
            errors++;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      database,
      requests: latencies.length,
      perSecond: Math.round(latencies.length / seconds),
      servedPerSecond: Math.round((latencies.length - shed - errors) / seconds),
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      shed,
      errors,
    };
  } finally {
    await server.stop();
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'trellis-bench-'));
const figures: Figure[] = [];
try {
  figures.push(await measure('PGlite (embedded)', { DATABASE_URL: '', TRELLIS_DATA_DIR: join(scratch, 'data') }));
  if (process.env.DATABASE_URL) {
    const database = await scratchPostgresDatabase(process.env.DATABASE_URL, 'bench');
    try {
      figures.push(await measure('PostgreSQL', { DATABASE_URL: database.url }));
    } finally {
      await database.drop();
    }
  }
} finally {
  killAll();
  rmSync(scratch, { recursive: true, force: true });
}

console.log(`\nMixed signed-in reads, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s (503 = shed with Retry-After)`);
console.log('| database | answers | answers/s | served (2xx) /s | p50 ms | p99 ms | shed (503) | errors |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const f of figures) {
  console.log(`| ${f.database} | ${f.requests} | ${f.perSecond} | ${f.servedPerSecond} | ${f.p50} | ${f.p99} | ${f.shed} | ${f.errors} |`);
}
