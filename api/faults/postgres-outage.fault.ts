/**
 * The fault suite's PostgreSQL part: the real server as a child process on a scratch database of the cluster that
 * `scripts/with-postgres.mjs` started, while that cluster is stopped and started again under write load. Run by
 * `npm run test:faults` beside the embedded database's suite; it stops itself after two minutes.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import WebSocket from 'ws';
import { PATHS } from '@trellis/contracts';
import {
  anySkill,
  apiPatiently,
  careerTitles,
  eventsSocketUrl,
  signIn,
  sleep,
  startServer,
  startWriters,
  stopAfter,
  waitFor,
} from './harness.ts';

stopAfter(2 * 60 * 1000, 'the PostgreSQL outage suite');

const pgCtl = process.env.TRELLIS_PG_CTL ? (JSON.parse(process.env.TRELLIS_PG_CTL) as string[]) : null;

function postgres(action: 'stop' | 'start') {
  const [command, ...args] = pgCtl!;
  const result = spawnSync(command!, [...args, ...(action === 'stop' ? ['-m', 'fast', 'stop'] : ['start'])], {
    stdio: 'ignore',
    timeout: 60_000,
  });
  assert.equal(result.status, 0, `pg_ctl ${action}`);
}

/** A one-to-one room of the member's with the demo leader. */
async function roomWithLeader(origin: string, member: string): Promise<number> {
  const leader = await signIn(origin, 'leader@trellis.test');
  const leaderId = ((await (await apiPatiently(origin, leader, PATHS.identity)).json()) as { id: number }).id;
  const response = await apiPatiently(origin, member, PATHS.rooms, {
    method: 'POST',
    body: JSON.stringify({ type: 'ONE_TO_ONE', user_ids: [leaderId] }),
  });
  return ((await response.json()) as { id: number }).id;
}

/** Sends a chat message over a new events socket and waits for its echo, which comes back as a notification. */
async function chatEchoed(origin: string, token: string, room: number): Promise<void> {
  const socket = new WebSocket(await eventsSocketUrl(origin, token));
  try {
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const clientId = randomUUID();
    const echoed = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { client_id?: string }).client_id === clientId) resolve();
      }),
    );
    socket.send(JSON.stringify({ type: 'chat_message', client_id: clientId, room, messages: [{ type: 'text', value: 'back' }] }));
    await Promise.race([echoed, sleep(10_000).then(() => assert.fail('the chat message was not echoed within 10 s'))]);
  } finally {
    socket.close();
  }
}

describe(
  'PostgreSQL',
  { concurrency: false, skip: pgCtl ? false : 'run through scripts/with-postgres.mjs to stop and start a cluster' },
  () => {
    it('answers 503 with Retry-After while PostgreSQL is down for 5 s under load (not ready, still live), recovers within 5 s, loses nothing, and delivers live events again', async () => {
      const name = `trellis_faults_${process.pid}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      const api = await startServer({ DATABASE_URL: url.toString() });
      try {
        const token = await signIn(api.origin, 'member@trellis.test');
        const skillId = await anySkill(api.origin, token);
        const room = await roomWithLeader(api.origin, token);
        const writers = startWriters(api.origin, token, skillId, 8, 'pg');
        await sleep(2000);
        postgres('stop');
        await sleep(5000);
        const outage = { ...Object.fromEntries(writers.tally.statuses) };
        const acknowledgedBefore = writers.tally.acknowledged.length;
        postgres('start');
        const back = Date.now();
        await waitFor('writes to succeed again', () => writers.tally.acknowledged.length > acknowledgedBefore, 15_000, 50);
        const recoveryMs = Date.now() - back;
        await sleep(1000);
        const tally = await writers.stop();
        console.log(
          `PostgreSQL outage: statuses ${JSON.stringify(Object.fromEntries(tally.statuses))}, recovered ${recoveryMs} ms after it was back`,
        );
        assert.ok((outage[503] ?? 0) > 0, 'writes during the outage answered 503');
        assert.equal(tally.retryAfterMissing, 0);
        assert.equal(tally.statuses.get(500) ?? 0, 0);
        assert.ok(recoveryMs < 5000, `recovered in ${recoveryMs} ms`);
        const titles = new Set(await careerTitles(api.origin, token));
        assert.deepEqual(
          tally.acknowledged.filter((title) => !titles.has(title)),
          [],
        );
        // Live events travel through the database's notifications: its listening connection was lost and reopened.
        await chatEchoed(api.origin, token, room);
        const log = api.output();
        assert.equal(log.split('the database cannot be reached').length - 1, 1, 'the outage is logged once');
        assert.equal(log.split('the database is reachable again').length - 1, 1, 'the recovery is logged once');
      } finally {
        assert.deepEqual(await api.stop(), { code: 0, signal: null });
      }
    });
  },
);
