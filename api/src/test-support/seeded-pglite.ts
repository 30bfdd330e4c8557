import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pgliteConnection, type DatabaseConnection } from '../db/connection.ts';
import { createPglite } from '../db/pglite-client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { localFileStore } from '../features/uploads/file-store.ts';

const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Whatever shapes the seeded database: a change to any of these makes a new snapshot. */
const INPUTS = ['drizzle', 'src/db', 'src/features/remotes/default-remotes.ts', 'src/auth/passwords.ts'];
const SNAPSHOT_DIR = join(tmpdir(), `trellis-api-snapshots-${userInfo().uid}`);
/** A snapshot is made for one day, and kept as long. */
const SNAPSHOT_KEPT_MS = 24 * 60 * 60_000;

async function filesUnder(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  const nested = await Promise.all(entries.map((entry) => filesUnder(join(path, entry.name))));
  return nested.flat().sort();
}

/**
 * Inputs plus today's date, since the demo data places events and deadlines relative to the day it was loaded: the
 * name of the seeded database made from them, here and on a PostgreSQL server.
 */
export async function fingerprint(): Promise<string> {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const input of INPUTS) {
    for (const file of await filesUnder(join(API_ROOT, input))) {
      hash.update(relative(API_ROOT, file)).update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 24);
}

async function createSnapshot(file: string, uploadsDir: string) {
  const client = await createPglite();
  try {
    await prepareDatabase(pgliteConnection(client), { demo: true, files: localFileStore(uploadsDir) });
    const dump = await client.dumpDataDir('none');
    await mkdir(SNAPSHOT_DIR, { recursive: true });
    // Only snapshots of an earlier day go: checkouts with other migrations run their suites at the same time, each
    // reading its own snapshot and the attachments beside it.
    const current = basename(file, '.tar');
    for (const old of await readdir(SNAPSHOT_DIR)) {
      const path = join(SNAPSHOT_DIR, old);
      const written = (await stat(path).catch(() => null))?.mtimeMs ?? 0;
      if (!old.startsWith(current) && Date.now() - written > SNAPSHOT_KEPT_MS) await rm(path, { recursive: true, force: true });
    }
    // Written aside and renamed, so a parallel test file never reads half a snapshot.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await client.close();
  }
}

/**
 * Where the demo data's attachments are stored for the seeded database of a fingerprint. It belongs to that database
 * alone: in a folder other servers also use, a server whose database names none of these files would sweep them away
 * an hour after they were written.
 */
export const seededUploadsDir = (name: string) => join(SNAPSHOT_DIR, `${name}-uploads`);

export type SeededPglite = {
  connection: DatabaseConnection;
  /** Where the demo data's attachments are stored (`seededUploadsDir`). */
  uploadsDir: string;
};

/**
 * Bytes PGlite reads whole, through `arrayBuffer`: this copies them at once, where Node's Blob reads them in chunks and
 * joins the chunks, a third of a second for a snapshot.
 */
class WholeBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer() {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

const packageFile = (name: string) => readFile(createRequire(import.meta.url).resolve(`@electric-sql/pglite/${name}`));

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** Node's WebAssembly global, which only the DOM library declares to TypeScript. */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };

/**
 * PGlite's engine compiled and its files read once per process rather than once per database: a test process opens a
 * database per test file.
 */
let engine: Promise<{ pgliteWasmModule: WasmModule; fsBundle: Blob }> | undefined;
const loadEngine = () =>
  (engine ??= Promise.all([packageFile('pglite.wasm'), packageFile('pglite.data')]).then(async ([wasm, data]) => ({
    pgliteWasmModule: await WebAssembly.compile(wasm),
    fsBundle: new WholeBlob(data),
  })));

/** Each snapshot read once per process, by name: a blob is never copied again to hand it to PGlite. */
const snapshots = new Map<string, Promise<Blob>>();

/**
 * PostgreSQL's shared memory sized for a test's few megabytes of rows: starting a copy zeroes it, and at the usual
 * 128 MB of buffers that took most of the half second a copy needed to start.
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB'];

/**
 * A fresh in-memory PGlite, migrated and loaded with the demo data. Creating a
 * cluster and seeding takes seconds; copying a snapshot of one takes a fraction
 * of that, so the first caller makes the snapshot and everyone else loads it.
 */
export async function seededPglite(): Promise<SeededPglite> {
  const name = await fingerprint();
  const file = join(SNAPSHOT_DIR, `${name}.tar`);
  const uploadsDir = seededUploadsDir(name);
  if (!snapshots.has(name)) {
    const snapshot = (async () => {
      if (!existsSync(file)) await createSnapshot(file, uploadsDir);
      return new WholeBlob(await readFile(file));
    })();
    snapshots.set(name, snapshot);
    snapshot.catch(() => snapshots.delete(name));
  }
  const client = await createPglite(undefined, {
    ...(await loadEngine()),
    loadDataDir: await snapshots.get(name)!,
    startParams: TEST_START_PARAMS,
  });
  return { connection: pgliteConnection(client), uploadsDir };
}
