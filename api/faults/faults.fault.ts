/**
 * The fault suite on the embedded database: the real server as a child process on
 * a scratch folder, through crashes, a second opener, overload, backup and
 * restore, and a shutdown in the middle of a chat. Run by `npm run test:faults`
 * with the PostgreSQL outage beside it; every wait is bounded and the whole run
 * stops itself after five minutes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { API_PREFIX, PATHS, SOCKET_CLOSE_SERVICE_RESTART } from '@trellis/contracts';
import { openPglite } from '../src/db/connection.ts';
import { DEFAULT_FRAME_RATE } from '../src/features/events-socket/frame-limits.ts';
import {
  BACKUP_CLI,
  HEALTH_LIVE,
  anySkill,
  apiCall,
  apiPatiently,
  fetchPatiently,
  careerTitles,
  killAll,
  percentile,
  eventsSocketUrl,
  signIn,
  sleep,
  startServer,
  startWriters,
  stopAfter,
  waitFor,
  waitReady,
  type RunningServer,
} from './harness.ts';

stopAfter(5 * 60 * 1000, 'the fault suite');

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const root = mkdtempSync(join(tmpdir(), 'trellis-faults-'));
const dataDir = join(root, 'data');
const uploadsDir = join(dataDir, 'uploads');
const archive = join(root, 'backup.tar.gz');
/** Low enough that 200 connections surely pass them on any machine; the defaults are for production. */
const SHEDDING_ENV = { TRELLIS_SHED_QUEUE_LENGTH: '8', TRELLIS_SHED_EVENT_LOOP_DELAY_MS: '150' };
/** The embedded database: DATABASE_URL, set for the PostgreSQL part, is cleared. */
const EMBEDDED = { DATABASE_URL: '' };
const pglite = (env: Record<string, string> = {}) => startServer({ ...EMBEDDED, TRELLIS_DATA_DIR: dataDir, ...SHEDDING_ENV, ...env });

let server: RunningServer;
let member: string;
let skill: number;
let backedUp: string[] = [];

after(() => {
  killAll();
  rmSync(root, { recursive: true, force: true });
});

function cli(args: string[], folder: string) {
  return spawnSync(process.execPath, [BACKUP_CLI, ...args], {
    env: { ...process.env, ...EMBEDDED, TRELLIS_DATA_DIR: folder },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

async function uploadFile(origin: string, token: string): Promise<Response> {
  const form = new FormData();
  form.append('files', new Blob([PNG]), 'fault.png');
  return fetch(`${origin}${API_PREFIX}${PATHS.fileUpload}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(15_000),
  });
}

describe('embedded database', { concurrency: false }, () => {
  before(async () => {
    server = await pglite();
    member = await signIn(server.origin, 'member@trellis.test');
    skill = await anySkill(server.origin, member);
  });

  it('refuses a second server on the same folder at once, naming the process and the folder', async () => {
    const second = await startServer({ ...EMBEDDED, TRELLIS_DATA_DIR: dataDir }, { waitReady: false });
    const { code } = await Promise.race([second.exited, sleep(60_000).then(() => ({ code: -1 }))]);
    assert.equal(code, 1, second.output());
    assert.match(second.output(), new RegExp(`The data folder ${dataDir} is in use by process ${server.child.pid} \\(Trellis API server`));
    assert.equal((await fetch(`${server.origin}${HEALTH_LIVE}`)).status, 200);
  });

  it('sheds overload with 503 and Retry-After, answers every request without a long queue, and health answers', async () => {
    const readers = 200;
    const until = Date.now() + 6000;
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let missingRetryAfter = 0;
    let failures = 0;
    let healthAsked = 0;
    let healthAnswered = 0;
    const health = (async () => {
      while (Date.now() < until) {
        healthAsked++;
        const response = await fetch(`${server.origin}${HEALTH_LIVE}`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
        if (response?.status === 200) healthAnswered++;
        await sleep(500);
      }
    })();
    await Promise.all([
      health,
      ...Array.from({ length: readers }, async () => {
        while (Date.now() < until) {
          const started = performance.now();
          try {
            const response = await apiCall(server.origin, member, PATHS.identity, { signal: AbortSignal.timeout(10_000) });
            await response.arrayBuffer();
            latencies.push(performance.now() - started);
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status === 503 && !response.headers.get('retry-after')) missingRetryAfter++;
            if (response.status === 503) await sleep(200);
          } catch {
            failures++;
          }
        }
      }),
    ]);
    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    console.log(
      `overload: ${latencies.length} answered, statuses ${JSON.stringify(Object.fromEntries(statuses))}, p50 ${Math.round(percentile(latencies, 50))} ms, p99 ${Math.round(p99)} ms, ${failures} unanswered`,
    );
    assert.ok((statuses.get(503) ?? 0) > 0, 'the server shed some requests');
    assert.equal(missingRetryAfter, 0);
    assert.equal(statuses.get(500) ?? 0, 0);
    assert.equal(failures, 0, 'every request got an answer within 10 s');
    // Unbounded queueing showed as requests still waiting after 10 s. These clients come back 200 ms after a 503
    // whatever Retry-After says, on the same two cores as the server, which stretches the tail of the answered ones;
    // the bound leaves room for that, and the mixed-load benchmark, whose clients wait as told, reports the p99.
    assert.ok(p99 < 5000, `p99 of answered requests ${Math.round(p99)} ms`);
    // Liveness must never be shed: every check is answered. How many checks fit in the 6 s depends on how busy the
    // machine is, so only a floor is set on that.
    assert.equal(healthAnswered, healthAsked, `health answered ${healthAnswered} of ${healthAsked} checks`);
    assert.ok(healthAsked >= 3, `health was asked ${healthAsked} times in 6 s`);
  });

  it('backs up while the server runs', async () => {
    await waitReady(server.origin);
    for (let index = 0; index < 10; index++) {
      const response = await apiPatiently(server.origin, member, PATHS.careerProfiles, {
        method: 'POST',
        body: JSON.stringify({
          type: 'work',
          title: `backup-${index}`,
          description: 'before the backup',
          group: 'Fault Suite Ltd',
          skills: [skill],
          is_currently_working: true,
          start_date: '2020-01-01',
        }),
      });
      assert.equal(response.status, 201);
    }
    backedUp = await careerTitles(server.origin, member);
    const made = cli(['backup', archive], dataDir);
    assert.equal(made.status, 0, made.stderr);
    assert.match(made.stdout, /written by the server/);
    const writers = startWriters(server.origin, member, skill, 2, 'after-backup');
    await sleep(500);
    assert.ok((await writers.stop()).acknowledged.length > 0);
  });

  it('drains on SIGTERM during a chat: sockets told to reconnect, exit 0, no message lost or doubled', async () => {
    await waitReady(server.origin);
    const leader = await signIn(server.origin, 'leader@trellis.test');
    const leaderId = ((await (await apiPatiently(server.origin, leader, PATHS.identity)).json()) as { id: number }).id;
    const room = (
      (await (
        await apiPatiently(server.origin, member, PATHS.rooms, {
          method: 'POST',
          body: JSON.stringify({ type: 'ONE_TO_ONE', user_ids: [leaderId] }),
        })
      ).json()) as { id: number }
    ).id;

    // One socket's allowance of frames, so the server refuses none of them for speed: every frame it does not echo
    // was in flight when the signal landed.
    const allowance = DEFAULT_FRAME_RATE.perSocket;
    const sent: string[] = [];
    const acknowledged = new Set<string>();
    const refused: string[] = [];
    const socket = new WebSocket(await eventsSocketUrl(server.origin, member));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; client_id?: string };
      if (event.type === 'chat_message' && event.client_id) acknowledged.add(event.client_id);
      if (event.type === 'chat_error' && event.client_id) refused.push(event.client_id);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const send = (count: number) => {
      for (let index = 0; index < count; index++) {
        const clientId = randomUUID();
        sent.push(clientId);
        socket.send(
          JSON.stringify({ type: 'chat_message', client_id: clientId, room, messages: [{ type: 'text', value: `m ${sent.length}` }] }),
        );
      }
    };
    send(allowance / 2);
    await waitFor('the first messages to be stored', () => acknowledged.size === allowance / 2, 20_000);
    // The second half leaves in the same tick as the signal, so some of it is in flight while the server drains.
    send(allowance / 2);
    const stopping = server.stop('SIGTERM');
    assert.equal(await closed, SOCKET_CLOSE_SERVICE_RESTART);
    assert.deepEqual(await stopping, { code: 0, signal: null });

    server = await pglite();
    member = await signIn(server.origin, 'member@trellis.test');
    // The client sends again, under the same ids, everything of the second half: the frames the old server never
    // handled, and those whose echo it may have handled but that was cut off with the socket. Ids make that safe.
    const resend = new WebSocket(await eventsSocketUrl(server.origin, member));
    await new Promise((resolve, reject) => resend.once('open', resolve).once('error', reject));
    const echoed = new Set<string>();
    resend.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; client_id?: string };
      if (event.type === 'chat_message' && event.client_id) echoed.add(event.client_id);
    });
    assert.deepEqual(refused, [], 'no frame was refused');
    const again = sent.slice(allowance / 2);
    for (const clientId of again) {
      resend.send(JSON.stringify({ type: 'chat_message', client_id: clientId, room, messages: [{ type: 'text', value: 'again' }] }));
    }
    await waitFor('the resent messages to be stored', () => again.every((id) => echoed.has(id)), 30_000);
    resend.close();

    const stored: string[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const response = await apiPatiently(server.origin, member, `${PATHS.chatMessages(room)}?page=${page}&page_size=50`);
      assert.equal(response.status, 200, await response.clone().text());
      const { data, pagination } = (await response.json()) as { data: { client_id: string | null }[]; pagination: { count: number } };
      pages = Math.ceil(pagination.count / 50);
      stored.push(...data.flatMap((message) => (message.client_id ? [message.client_id] : [])));
    }
    console.log(`chat: ${sent.length} sent, ${acknowledged.size} echoed before SIGTERM, ${again.length} sent again`);
    assert.deepEqual([...stored].sort(), [...sent].sort());
  });

  it('loses no acknowledged write to kill -9 during parallel writes and uploads, and reopens the folder', async () => {
    const writers = startWriters(server.origin, member, skill, 8, `crash-${Date.now()}`);
    const uploaded: string[] = [];
    let uploading = true;
    const uploaders = Array.from({ length: 2 }, async () => {
      while (uploading) {
        const response = await uploadFile(server.origin, member).catch(() => null);
        if (response?.status === 200) uploaded.push(((await response.json()) as { data: { file: string }[] }).data[0]!.file);
      }
    });
    await sleep(3000);
    server.child.kill('SIGKILL');
    await server.exited;
    uploading = false;
    const tally = await writers.stop();
    await Promise.all(uploaders);
    assert.ok(tally.acknowledged.length > 0);

    // A crash between a file and its row leaves a file no row names; one is planted here too, in case the kill fell elsewhere.
    const planted = `${randomUUID()}.png`;
    writeFileSync(join(uploadsDir, planted), PNG);
    const past = new Date(Date.now() - 60_000);
    for (const name of readdirSync(uploadsDir)) utimesSync(join(uploadsDir, name), past, past);

    server = await pglite({ TRELLIS_UPLOAD_GRACE_SECONDS: '1', TRELLIS_UPLOAD_SWEEP_SECONDS: '1' });
    member = await signIn(server.origin, 'member@trellis.test');
    const titles = new Set(await careerTitles(server.origin, member));
    const lost = tally.acknowledged.filter((title) => !titles.has(title));
    console.log(`kill -9: ${tally.acknowledged.length} writes and ${uploaded.length} uploads acknowledged, ${lost.length} lost`);
    assert.deepEqual(lost, []);
    for (const url of uploaded) assert.equal((await fetchPatiently(`${server.origin}${url}`)).status, 200, url);
    await waitFor('the sweep to remove the unreferenced file', () => !readdirSync(uploadsDir).includes(planted), 15_000);
    assert.deepEqual(await server.stop(), { code: 0, signal: null });

    const connection = await openPglite(dataDir, 'fault suite check');
    try {
      const rows = (await connection.db.execute(sql`select path from uploaded_files`)) as unknown as { rows: { path: string }[] };
      const named = new Set(rows.rows.map((row) => basename(row.path)));
      const pictures = (await connection.db.execute(sql`select picture, resume from profiles`)) as unknown as {
        rows: { picture: string | null; resume: string | null }[];
      };
      for (const row of pictures.rows) for (const url of [row.picture, row.resume]) if (url) named.add(basename(url));
      const files = readdirSync(uploadsDir);
      assert.deepEqual(
        files.filter((name) => !named.has(name)),
        [],
        'every file left is named by a row',
      );
      assert.deepEqual(
        rows.rows.map((row) => basename(row.path)).filter((name) => !files.includes(name)),
        [],
        'every uploaded row has its file',
      );
    } finally {
      await connection.close();
    }
  });

  it('restores the backup into an empty folder only, with exactly the state it was taken in', async () => {
    const refused = cli(['restore', archive], dataDir);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /is not empty; a backup is restored only into an empty folder/);

    const restoredDir = join(root, 'restored');
    const restored = cli(['restore', archive], restoredDir);
    assert.equal(restored.status, 0, restored.stderr);
    const copy = await startServer({ ...EMBEDDED, TRELLIS_DATA_DIR: restoredDir });
    try {
      const token = await signIn(copy.origin, 'member@trellis.test');
      assert.deepEqual((await careerTitles(copy.origin, token)).sort(), [...backedUp].sort());
    } finally {
      assert.deepEqual(await copy.stop(), { code: 0, signal: null });
    }
  });
});
