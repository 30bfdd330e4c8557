import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync, chmodSync, mkdirSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import type { DatabaseConnection } from '../db/connection.ts';
import { openPglite } from '../db/connection.ts';
import { createPglite } from '../db/pglite-client.ts';
import { dataDirOwner, lockDataDir } from '../db/data-dir-lock.ts';
import { holdRemovals } from '../features/uploads/storage.ts';

/**
 * Where the process that owns a data folder takes backup requests: a socket only
 * its user may open, in the temporary folder because socket paths are short.
 */
export function controlSocketOf(dataDir: string): string {
  const digest = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16);
  return resolve(tmpdir(), `trellis-${digest}.sock`);
}

/**
 * Writes one archive of the embedded database's folder, uploads included: PGlite
 * dumps it while no query runs, and file removals wait until the dump is done, so
 * every file a row of the archive names is in it. Written beside the target and
 * renamed, so a half-written archive never carries the final name.
 */
export async function writeBackup(connection: DatabaseConnection, file: string): Promise<number> {
  const release = holdRemovals();
  try {
    const dump = connection.dumpDataDir();
    if (!dump) throw new Error('Only the embedded database is backed up this way; back PostgreSQL up with pg_dump.');
    const bytes = Buffer.from(await (await dump).arrayBuffer());
    mkdirSync(dirname(resolve(file)), { recursive: true });
    const partial = `${resolve(file)}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, resolve(file));
    return bytes.length;
  } finally {
    await release();
  }
}

type ControlAnswer = { ok: true; bytes: number } | { ok: false; error: string };

/** Lets `npm run backup` ask the running server for an archive, since no second process may open its folder. */
export async function serveBackups(connection: DatabaseConnection, dataDir: string): Promise<Server> {
  const path = controlSocketOf(dataDir);
  // A socket file left by a killed owner: this process holds the folder's lock now, so the name is ours.
  if (existsSync(path)) unlinkSync(path);
  const server = createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) return;
      const answer = (result: ControlAnswer) => socket.end(`${JSON.stringify(result)}\n`);
      let file: unknown;
      try {
        file = (JSON.parse(request) as { file?: unknown }).file;
      } catch {
        file = undefined;
      }
      if (typeof file !== 'string') return answer({ ok: false, error: 'Send {"file": "<path>"}.' });
      writeBackup(connection, file).then(
        (bytes) => answer({ ok: true, bytes }),
        (error: unknown) => answer({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(path, done));
  chmodSync(path, 0o600);
  server.on('close', () => rmSync(path, { force: true }));
  return server;
}

function askServer(dataDir: string, file: string): Promise<number> {
  return new Promise((done, fail) => {
    const socket = createConnection(controlSocketOf(dataDir));
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ file: resolve(file) })}\n`));
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', (error) =>
      fail(new Error(`The server that owns ${resolve(dataDir)} did not take the backup request: ${error.message}`)),
    );
    socket.on('end', () => {
      try {
        const answer = JSON.parse(reply) as ControlAnswer;
        if (answer.ok) done(answer.bytes);
        else fail(new Error(answer.error));
      } catch {
        fail(new Error(`The server that owns ${resolve(dataDir)} gave no answer to the backup request.`));
      }
    });
  });
}

/**
 * Backs up a data folder by the lock's rules: when a process owns it, that process
 * writes the archive; otherwise this one takes the lock, opens the folder and writes it.
 */
export async function backUpDataDir(dataDir: string, file: string): Promise<{ bytes: number; by: 'server' | 'this process' }> {
  if (!existsSync(resolve(dataDir))) throw new Error(`There is no database at ${resolve(dataDir)}.`);
  if (dataDirOwner(dataDir)) return { bytes: await askServer(dataDir, file), by: 'server' };
  const connection = await openPglite(dataDir, 'backup');
  try {
    return { bytes: await writeBackup(connection, file), by: 'this process' };
  } finally {
    await connection.close();
  }
}

/**
 * Brings an archive back into an empty or missing folder, never over data: the
 * folder is locked first (so not while a server runs on it) and a folder with
 * anything in it is refused.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  if (!existsSync(resolve(file))) throw new Error(`There is no backup file at ${resolve(file)}.`);
  const lock = lockDataDir(dataDir, 'restore');
  try {
    const present = existsSync(lock.dir) ? readdirSync(lock.dir) : [];
    if (present.length) {
      throw new Error(
        `The data folder ${lock.dir} is not empty; a backup is restored only into an empty folder. Move that folder aside, or set TRELLIS_DATA_DIR to a new one.`,
      );
    }
    const client = await createPglite(lock.dir, { loadDataDir: new Blob([readFileSync(resolve(file))]) });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}
