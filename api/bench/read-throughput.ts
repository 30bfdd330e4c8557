/**
 * Read throughput: each signed-in read endpoint of the real server (`node src/main.ts`
 * as a child process) against a bare Fastify hello-world measured in the same run,
 * 32 connections each (autocannon), on the embedded database and, when DATABASE_URL
 * is set, on PostgreSQL. Prints requests per second, the ratio to hello-world, the
 * goal of each and whether the ratio meets it; it asserts nothing. Shedding is switched off so every request is
 * served and counted.
 *
 *   node scripts/with-postgres.mjs -- node api/bench/read-throughput.ts
 *
 * TRELLIS_BENCH_SECONDS sets how long each read and hello-world are measured (10, in 5 turns), TRELLIS_BENCH_READS=identity,notifications
 * measures only the reads named.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { API_PREFIX, PATHS } from '@trellis/contracts';
import { homeEndpoints } from '@trellis/contracts/endpoints';
import { figureLine, recordFigures } from '../../scripts/bench-summary.mjs';
import { apiCall, apiPatiently, freePort, killAll, median, signIn, startServer, waitFor } from '../faults/harness.ts';
import { scratchPostgresDatabase } from './scratch-database.ts';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.TRELLIS_BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 1;
const ROUNDS = 5;
const HELLO_WORLD = fileURLToPath(new URL('./hello-world.ts', import.meta.url));
const ONLY = process.env.TRELLIS_BENCH_READS?.split(',').map((name) => name.trim());
const MEMBER = 'member@trellis.test';
const ADMIN = 'admin@trellis.test';
/** A circle of the demo data, whose page a member opens. */
const DEMO_CIRCLE = 'ai-foundations-for-career-changers';

type Database = 'PGlite' | 'PostgreSQL';
type Read = { name: string; path: string; account: string; goal: Record<Database, number | null> };
type Rate = { perSecond: number; failed: number };
type Row = { database: Database; read: string; perSecond: number; helloWorld: number; failed: number; ratio: number; goal: number | null };

const IDENTITY_GOAL = { PGlite: 0.02, PostgreSQL: 0.1 };
const READ_GOAL = { PGlite: null, PostgreSQL: 0.05 };

async function rate(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Rate> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { perSecond: result.requests.average, failed: result.non2xx + result.errors + result.timeouts };
}

/**
 * A read's ratio to hello-world: ROUNDS turns of hello-world then the read, SECONDS in all for each, and the read's
 * median turn over hello-world's. Other work on a shared machine comes and goes within seconds, and hello-world's own
 * figure moves by a third from one turn to the next on an idle machine (23,000 to 40,000 req/s in ten turns of 2 s):
 * a median of each leaves out the turns either lands on. With three turns and the median of their ratios, a read
 * whose turns met hello-world's fast ones came out low: in one run four reads' turns met hello-world at 43,000 to
 * 46,000 req/s and most others' at 23,000 to 25,000.
 */
async function ratioOf(helloWorldUrl: string, url: string, headers: Record<string, string>) {
  const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  await autocannon({ url: helloWorldUrl, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
  const helloWorlds: number[] = [];
  const reads: number[] = [];
  let failed = 0;
  for (let turn = 0; turn < ROUNDS; turn++) {
    helloWorlds.push((await rate(helloWorldUrl, seconds)).perSecond);
    const read = await rate(url, seconds, headers);
    reads.push(read.perSecond);
    failed += read.failed;
  }
  const helloWorld = median(helloWorlds);
  const perSecond = median(reads);
  return { helloWorld, perSecond, failed, ratio: perSecond / helloWorld };
}

/** The bare Fastify server, started once per run; `ratioOf()` measures it next to each read. */
async function startHelloWorld(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [HELLO_WORLD], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor('the hello-world server', async () => (await fetch(url).catch(() => null))?.ok === true, 30_000);
  return { url, stop: () => child.kill() };
}

/** A room of the member's with someone the people search finds, opened (or reused) through the API. */
async function memberRoom(origin: string, member: string): Promise<number> {
  const people = (await (await apiPatiently(origin, member, `${PATHS.search}?type=user&search=da`)).json()) as { data: { id: number }[] };
  const response = await apiCall(origin, member, PATHS.rooms, {
    method: 'POST',
    body: JSON.stringify({ type: 'ONE_TO_ONE', user_ids: [people.data[0]!.id] }),
  });
  if (!response.ok) throw new Error(`opening a room answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** The signed-in reads a page load of the platform asks. */
async function signedInReads(origin: string, member: string): Promise<Read[]> {
  const room = await memberRoom(origin, member);
  const read = (name: string, path: string, account = MEMBER): Read => ({ name, path, account, goal: READ_GOAL });
  return [
    { name: 'identity', path: PATHS.identity, account: MEMBER, goal: IDENTITY_GOAL },
    read('notifications', `${PATHS.notifications}?page=1`),
    read('profile form', PATHS.userProfile),
    read('career entries', PATHS.careerProfiles),
    read('connections', PATHS.connections),
    read('chat rooms', PATHS.rooms),
    read('chat messages', PATHS.chatMessages(room)),
    read('people search', `${PATHS.search}?type=user&search=da`),
    read('services', PATHS.services),
    read('portal preferences', PATHS.portalPreferences),
    read('member home', homeEndpoints.member.path),
    read('group detail', PATHS.groupBySlug(DEMO_CIRCLE)),
    read('organizations', PATHS.groups),
    read('circles', PATHS.circles),
    read('events', PATHS.events),
    read('jobs board', PATHS.jobs),
    read('group metrics (admin)', PATHS.groupMetrics, ADMIN),
  ];
}

/**
 * Each read is measured in turns with hello-world (`ratioOf`), and its ratio taken to those figures: the machine's
 * load drifts during a run, and a figure from minutes earlier would count the drift as the read's.
 */
async function measure(database: Database, env: Record<string, string>, helloWorld: { url: string }): Promise<Row[]> {
  const server = await startServer({ ...env, TRELLIS_SHED_QUEUE_LENGTH: '0', TRELLIS_SHED_EVENT_LOOP_DELAY_MS: '0' });
  try {
    const tokens = new Map<string, string>();
    for (const account of [MEMBER, ADMIN]) tokens.set(account, await signIn(server.origin, account));
    const rows: Row[] = [];
    const reads = (await signedInReads(server.origin, tokens.get(MEMBER)!)).filter((read) => !ONLY || ONLY.includes(read.name));
    const urlOf = (read: Read) => `${server.origin}${API_PREFIX}${read.path}`;
    const headersOf = (read: Read) => ({ authorization: `Bearer ${tokens.get(read.account)!}` });
    // A freshly started server compiles its code and fills its caches on the first requests; that cost belongs to
    // no read in particular, so every read is called once over before any is measured.
    for (const read of reads)
      await autocannon({ url: urlOf(read), connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers: headersOf(read) });
    for (const read of reads) {
      const { perSecond, helloWorld: yardstick, failed, ratio } = await ratioOf(helloWorld.url, urlOf(read), headersOf(read));
      const row = { database, read: read.name, perSecond, helloWorld: yardstick, failed, ratio, goal: read.goal[database] };
      console.log(
        `${database}: ${read.name} ${Math.round(perSecond)} req/s, hello-world ${Math.round(yardstick)} req/s, ratio ${row.ratio.toFixed(3)}`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    await server.stop();
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'trellis-read-bench-'));
const rows: Row[] = [];
const helloWorld = await startHelloWorld();
try {
  rows.push(...(await measure('PGlite', { DATABASE_URL: '', TRELLIS_DATA_DIR: join(scratch, 'data') }, helloWorld)));
  if (process.env.DATABASE_URL) {
    const database = await scratchPostgresDatabase(process.env.DATABASE_URL, 'read_bench');
    try {
      rows.push(...(await measure('PostgreSQL', { DATABASE_URL: database.url }, helloWorld)));
    } finally {
      await database.drop();
    }
  } else console.log('DATABASE_URL is not set: PostgreSQL skipped (run through scripts/with-postgres.mjs)');
} finally {
  helloWorld.stop();
  killAll();
  rmSync(scratch, { recursive: true, force: true });
}

const goalText = (goal: number | null) => (goal === null ? '-' : `≥ ${goal}`);
const meets = (row: Row) => (row.goal === null ? null : row.ratio >= row.goal);
const verdict = (row: Row) => {
  const met = meets(row);
  return met === null ? '' : met ? 'meets' : 'misses';
};
console.log(
  `\nSigned-in reads, ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} turns with hello-world, ratio = the median turn's req/s ÷ hello-world's median turn`,
);
console.log('| database | read | req/s | hello-world req/s | ratio | goal | | failed |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  const figures = `${Math.round(row.perSecond)} | ${Math.round(row.helloWorld)} | ${row.ratio.toFixed(3)}`;
  console.log(`| ${row.database} | ${row.read} | ${figures} | ${goalText(row.goal)} | ${verdict(row)} | ${row.failed} |`);
}
recordFigures(
  `Signed-in reads: req/s ÷ hello-world req/s, ${CONNECTIONS} connections (a read that failed requests is marked)`,
  rows.map((row) =>
    figureLine(
      `${row.database}: ${row.read}${row.failed > 0 ? ` (${row.failed} failed)` : ''}`,
      row.ratio.toFixed(3),
      row.goal === null ? 'none on this database' : goalText(row.goal),
      meets(row),
    ),
  ),
);
