import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, PATHS, eventsSocketPath } from '@trellis/contracts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
export const BACKUP_CLI = fileURLToPath(new URL('../src/ops/backup-cli.ts', import.meta.url));
export const DEMO_PASSWORD = 'Trellis!2026';
export const HEALTH_LIVE = `${API_PREFIX}/health/live`;

/** Ports this suite may listen on, `TRELLIS_HARNESS_PORTS=first-last` to move them; only 127.0.0.1 ever gets traffic. */
const PORTS = portRange(process.env.TRELLIS_HARNESS_PORTS) ?? { first: 4150, last: 4199 };
let nextPort = PORTS.first;

function portRange(text: string | undefined): { first: number; last: number } | null {
  const match = /^(\d+)-(\d+)$/.exec(text ?? '');
  if (!match) return null;
  const [first, last] = [Number(match[1]), Number(match[2])];
  return first > 0 && first <= last && last < 65536 ? { first, last } : null;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let tries = 0; tries <= PORTS.last - PORTS.first; tries++) {
    const port = nextPort;
    nextPort = nextPort === PORTS.last ? PORTS.first : nextPort + 1;
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it is true or `ms` pass; every wait in this suite is bounded. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms: number, everyMs = 100): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}`);
}

export type RunningServer = {
  origin: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const children = new Set<ChildProcess>();

/** Kills every server this suite started; the suite calls it on the way out, whatever happened. */
export function killAll() {
  for (const child of children) child.kill('SIGKILL');
}

/**
 * Ends this process's suite when it runs past `limitMs` (less five seconds, so that the test runner still reports),
 * killing every server it started: one hung wait must not hold the whole test run. Servers are killed on any exit.
 */
export function stopAfter(limitMs: number, suite: string) {
  const watchdog = setTimeout(() => {
    console.error(`${suite} ran past its ${limitMs / 60_000} minutes; stopping`);
    killAll();
    process.exit(1);
  }, limitMs - 5000);
  watchdog.unref();
  process.on('exit', killAll);
}

/** Starts the real server, `node src/main.ts`, as a child process on 127.0.0.1. */
export async function startServer(env: Record<string, string>, options: { waitReady?: boolean } = {}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      TRELLIS_LOGIN_LIMIT_PER_IP: '100000',
      TRELLIS_LOGIN_LIMIT_PER_EMAIL: '100000',
      TRELLIS_UPLOAD_LIMIT_PER_IP: '100000',
      TRELLIS_UPLOAD_LIMIT_PER_ACCOUNT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    origin,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
  if (options.waitReady !== false) {
    let gone = false;
    void exited.then(() => (gone = true));
    await waitFor(
      `the server on ${origin} to answer`,
      async () => {
        if (gone) throw new Error(`the server exited before answering:\n${output}`);
        return (await fetch(`${origin}${HEALTH_LIVE}`).catch(() => null))?.ok === true;
      },
      90_000,
      200,
    );
  }
  return server;
}

/** Waits until the server says it should get traffic again, e.g. once an overload has passed. */
export function waitReady(origin: string): Promise<void> {
  return waitFor(
    `${origin} to be ready`,
    async () => (await fetch(`${origin}${API_PREFIX}/health/ready`).catch(() => null))?.status === 200,
    30_000,
    200,
  );
}

export async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetchPatiently(`${origin}${API_PREFIX}${PATHS.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access: string }).access;
}

/** The address of an events socket for the session of this access token, through a single-use ticket. */
export async function eventsSocketUrl(origin: string, token: string): Promise<string> {
  const response = await apiPatiently(origin, token, PATHS.socketTicket, { method: 'POST' });
  if (!response.ok) throw new Error(`a socket ticket answered ${response.status}: ${await response.text()}`);
  const { ticket } = (await response.json()) as { ticket: string };
  return `${origin.replace('http', 'ws')}${eventsSocketPath(ticket)}`;
}

export async function apiCall(origin: string, token: string, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  if (init.body && typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${origin}${API_PREFIX}${path}`, { ...init, headers, signal: init.signal ?? AbortSignal.timeout(15_000) });
}

/**
 * A request that waits out 503s as the API client does, for set-up and checks that must get through whatever the
 * load just was: the suite lowers the shedding thresholds, so on a busy machine any request may be shed, and a
 * shed request was never handled, so sending it again is safe.
 */
export async function fetchPatiently(url: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(15_000) });
    if (response.status !== 503) return response;
    await response.arrayBuffer();
    await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
  }
  throw new Error(`${url} kept answering 503`);
}

/** `apiCall` through `fetchPatiently`. */
export function apiPatiently(origin: string, token: string, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  if (init.body && typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetchPatiently(`${origin}${API_PREFIX}${path}`, { ...init, headers });
}

/** A skill id for career entries, which need one. */
export async function anySkill(origin: string, token: string): Promise<number> {
  const response = await apiPatiently(origin, token, `${PATHS.topics}?topic_type=skill`);
  const { data } = (await response.json()) as { data: { id: number }[] };
  return data[0]!.id;
}

/** One career entry: a write that answers 201 and can be read back in full with GET /career-profiles/. */
export function careerEntry(title: string, skill: number) {
  return JSON.stringify({
    type: 'work',
    title,
    description: 'written by the fault suite',
    group: 'Fault Suite Ltd',
    skills: [skill],
    is_currently_working: true,
    start_date: '2020-01-01',
  });
}

export async function careerTitles(origin: string, token: string): Promise<string[]> {
  const response = await apiPatiently(origin, token, PATHS.careerProfiles);
  if (!response.ok) throw new Error(`GET career profiles answered ${response.status}`);
  const { work, education } = (await response.json()) as { work: { title: string }[]; education: { title: string }[] };
  return [...work, ...education].map((entry) => entry.title);
}

export type WriteTally = { acknowledged: string[]; statuses: Map<number, number>; retryAfterMissing: number; errors: number };

/**
 * `writers` clients writing career entries back to back until `stop()`: every 201
 * is an acknowledged write that must survive whatever happens to the server.
 */
export function startWriters(origin: string, token: string, skill: number, writers: number, prefix: string) {
  const tally: WriteTally = { acknowledged: [], statuses: new Map(), retryAfterMissing: 0, errors: 0 };
  let running = true;
  let counter = 0;
  const loops = Array.from({ length: writers }, async (_, writer) => {
    while (running) {
      const title = `${prefix}-${writer}-${counter++}`;
      try {
        const response = await apiCall(origin, token, PATHS.careerProfiles, { method: 'POST', body: careerEntry(title, skill) });
        tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
        if (response.status === 201) tally.acknowledged.push(title);
        if (response.status === 503 && !response.headers.get('retry-after')) tally.retryAfterMissing++;
        await response.arrayBuffer();
        if (response.status === 503) await sleep(100);
      } catch {
        tally.errors++;
        await sleep(100);
      }
    }
  });
  return {
    tally,
    async stop() {
      running = false;
      await Promise.all(loops);
      return tally;
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The middle of `values`, in any order. */
export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
