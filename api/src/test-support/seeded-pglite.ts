import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteConnection, type DatabaseConnection } from '../db/connection.ts';
import { createPglite } from '../db/pglite-client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { testFileStore } from './test-files.ts';

const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Whatever shapes the seeded database: a change to any of these makes a new snapshot. */
const INPUTS = ['drizzle', 'src/db', 'src/features/remotes/default-remotes.ts', 'src/auth/passwords.ts'];
const SNAPSHOT_DIR = join(tmpdir(), `trellis-api-snapshots-${userInfo().uid}`);

async function filesUnder(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  const nested = await Promise.all(entries.map((entry) => filesUnder(join(path, entry.name))));
  return nested.flat().sort();
}

/** Inputs plus today's date, since the demo data places events and deadlines relative to the day it was loaded. */
async function fingerprint(): Promise<string> {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const input of INPUTS) {
    for (const file of await filesUnder(join(API_ROOT, input))) {
      hash.update(relative(API_ROOT, file)).update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 24);
}

async function createSnapshot(file: string) {
  const client = await createPglite();
  try {
    await prepareDatabase(pgliteConnection(client), { demo: true, files: testFileStore() });
    const dump = await client.dumpDataDir('none');
    await mkdir(SNAPSHOT_DIR, { recursive: true });
    const current = basename(file);
    for (const old of await readdir(SNAPSHOT_DIR)) {
      if (!old.startsWith(current)) await rm(join(SNAPSHOT_DIR, old), { force: true });
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
 * A fresh in-memory PGlite, migrated and loaded with the demo data. Creating a
 * cluster and seeding takes seconds; copying a snapshot of one takes a fraction
 * of that, so the first caller makes the snapshot and everyone else loads it.
 */
export async function seededPglite(): Promise<DatabaseConnection> {
  const file = join(SNAPSHOT_DIR, `${await fingerprint()}.tar`);
  if (!existsSync(file)) await createSnapshot(file);
  const client = await createPglite(undefined, { loadDataDir: new Blob([await readFile(file)]) });
  return pgliteConnection(client);
}
