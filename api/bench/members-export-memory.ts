/**
 * Memory of the members CSV export: seeds a scratch database (in-memory PGlite, and a database of its own on the
 * PostgreSQL server of DATABASE_URL when set) with 100,000 accepted members of the default organization, serves the
 * API on a local port and downloads GET /export-group-membership/ as a browser would, reading and dropping each chunk.
 * Samples the process's resident memory and JavaScript heap while the file streams and prints the peak growth above
 * the idle figures taken just before, against a goal of 100 MB. PGlite runs inside the process, so its figure counts
 * the database's own memory too. It asserts nothing.
 *
 *   node scripts/with-postgres.mjs -- node --expose-gc api/bench/members-export-memory.ts
 */
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { API_PREFIX, PATHS, TokenPair } from '@trellis/contracts';
import { buildApp } from '../src/app.ts';
import { defaultServerConfig } from '../src/config.ts';
import { openPostgres, pgliteConnection, type DatabaseConnection } from '../src/db/connection.ts';
import { createPglite } from '../src/db/pglite-client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { sites } from '../src/db/schema/index.ts';
import { localFileStore } from '../src/features/uploads/file-store.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { scratchPostgresDatabase } from './scratch-database.ts';

const MEMBERS = Number(process.env.TRELLIS_BENCH_MEMBERS ?? 100_000);
const GOAL_MB = 100;
const SAMPLE_EVERY_MS = 20;
const ADMIN = 'admin@trellis.test';
const MB = 1024 * 1024;

type Row = { database: string; rows: number; bytes: number; seconds: number; idleRss: number; rssGrowth: number; heapGrowth: number };

const heap = () => process.memoryUsage().heapUsed + process.memoryUsage().external + process.memoryUsage().arrayBuffers;

function settle() {
  // Without --expose-gc the idle figure carries garbage, which only makes the growth look smaller than it is.
  (globalThis as { gc?: () => void }).gc?.();
}

/** Downloads the file over HTTP, keeping only its length and line count, while sampling memory. */
function download(url: string, authorization: string): Promise<{ bytes: number; lines: number; peakRss: number; peakHeap: number }> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    let lines = 0;
    let peakRss = process.memoryUsage.rss();
    let peakHeap = heap();
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      peakHeap = Math.max(peakHeap, heap());
    }, SAMPLE_EVERY_MS);
    get(url, { headers: { authorization } }, (response) => {
      if (response.statusCode !== 200) {
        clearInterval(sampler);
        reject(new Error(`the export answered ${response.statusCode}`));
        return;
      }
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
      });
      response.on('end', () => {
        clearInterval(sampler);
        resolve({ bytes, lines, peakRss, peakHeap });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function measure(database: string, connection: DatabaseConnection): Promise<Row> {
  await prepareDatabase(connection, { demo: true, files: localFileStore(defaultServerConfig().uploadsDir) });
  const [site] = await connection.db.select({ organization: sites.defaultOrganizationId }).from(sites).where(eq(sites.host, 'localhost'));
  const organization = site!.organization!;
  const started = performance.now();
  const range = sql`generate_series(1, ${MEMBERS}::int) as g`;
  await connection.db.execute(sql`insert into users (email, password_hash, first_name, last_name, is_verified)
    select 'export-' || g || '@bench.test', '!', 'Member', 'Number ' || g, true from ${range}`);
  await connection.db.execute(sql`insert into profiles (user_id, name_slug, country)
    select u.id, 'export-member-' || u.id, 'Kenya' from users u where u.email like 'export-%@bench.test'`);
  await connection.db.execute(sql`insert into memberships (user_id, group_id, status, joined_at)
    select u.id, ${organization}, 'accepted', now() from users u where u.email like 'export-%@bench.test'`);
  await connection.db.execute(sql`analyze`);
  console.log(`${database}: ${MEMBERS} members seeded in ${Math.round(performance.now() - started)} ms`);

  const app = await buildApp({ db: connection, config: defaultServerConfig() });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const token = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}${PATHS.token}`,
      payload: { email: ADMIN, password: DEMO_PASSWORD },
    });
    const authorization = `Bearer ${TokenPair.parse(token.json()).access}`;
    const url = `http://127.0.0.1:${port}${API_PREFIX}${PATHS.exportGroupMembership}?group_id=${organization}&status=accepted`;
    settle();
    const idleRss = process.memoryUsage.rss();
    const idleHeap = heap();
    const began = performance.now();
    const result = await download(url, authorization);
    const seconds = (performance.now() - began) / 1000;
    const row = {
      database,
      rows: result.lines - 1,
      bytes: result.bytes,
      seconds,
      idleRss,
      rssGrowth: result.peakRss - idleRss,
      heapGrowth: result.peakHeap - idleHeap,
    };
    console.log(`${database}: ${row.rows} rows, ${(row.bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
    return row;
  } finally {
    await app.close();
  }
}

const rows: Row[] = [];
const embedded = pgliteConnection(await createPglite());
try {
  rows.push(await measure('PGlite', embedded));
} finally {
  await embedded.close();
}
if (process.env.DATABASE_URL) {
  const scratch = await scratchPostgresDatabase(process.env.DATABASE_URL, 'export_bench');
  const server = await openPostgres(scratch.url);
  try {
    rows.push(await measure('PostgreSQL', server));
  } finally {
    await server.close();
    await scratch.drop();
  }
} else console.log('DATABASE_URL is not set: PostgreSQL skipped (run through scripts/with-postgres.mjs)');

console.log(`\nMembers CSV of a ${MEMBERS}-member organization, streamed over HTTP; growth is the peak above idle while it streams`);
console.log('| database | rows | file MB | seconds | idle RSS MB | RSS growth MB | JS heap + buffers growth MB | goal | |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  const growth = row.rssGrowth / MB;
  console.log(
    `| ${row.database} | ${row.rows} | ${(row.bytes / MB).toFixed(1)} | ${row.seconds.toFixed(1)} | ${(row.idleRss / MB).toFixed(0)} | ${growth.toFixed(1)} | ${(row.heapGrowth / MB).toFixed(1)} | ≤ ${GOAL_MB} | ${growth <= GOAL_MB ? 'met' : 'NOT met'} |`,
  );
}
