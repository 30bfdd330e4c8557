import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The file beside the data folder that names its owner. Beside, not inside: a
 * dump of the folder must not carry the lock of the process that made it.
 */
export const lockFileOf = (dir: string) => `${resolve(dir)}.lock`;

export type LockOwner = { pid: number; purpose: string; since: string };

export type DataDirLock = { readonly dir: string; readonly path: string; release(): void };

export class DataDirInUseError extends Error {
  readonly owner: LockOwner;
  constructor(dir: string, owner: LockOwner) {
    super(
      `The data folder ${dir} is in use by process ${owner.pid} (${owner.purpose}, since ${owner.since}). ` +
        'Stop that process first, or set TRELLIS_DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
    this.owner = owner;
  }
}

/** Locks this process holds, so a second open from the same process is refused like one from another process. */
const held = new Map<string, DataDirLock>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, purpose: String(parsed.purpose), since: String(parsed.since) } : null;
  } catch {
    return null;
  }
}

/** The process that holds `dir`, or null when nobody does (no lock, or its process is gone). */
export function dataDirOwner(dir: string): LockOwner | null {
  const owner = readOwner(lockFileOf(dir));
  if (!owner) return null;
  const ownLock = owner.pid === process.pid && held.has(resolve(dir));
  return ownLock || (owner.pid !== process.pid && isAlive(owner.pid)) ? owner : null;
}

/**
 * Makes this process the one owner of an embedded database folder, before the
 * database opens it: two PostgreSQL engines writing the same files corrupt them.
 * A lock whose process is gone (killed, crashed) is taken over; a lock naming
 * this very process id but not held by it is left from an earlier run that had
 * the same id (containers reuse small ids), so it is stale too.
 */
export function lockDataDir(dir: string, purpose: string): DataDirLock {
  const absolute = resolve(dir);
  const path = lockFileOf(absolute);
  mkdirSync(dirname(absolute), { recursive: true });
  const mine: LockOwner = { pid: process.pid, purpose, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(mine), { flag: 'wx' });
      const lock: DataDirLock = {
        dir: absolute,
        path,
        release() {
          if (held.get(absolute) !== lock) return;
          held.delete(absolute);
          if (readOwner(path)?.pid === process.pid) unlinkSync(path);
        },
      };
      held.set(absolute, lock);
      return lock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = dataDirOwner(absolute);
    if (owner) throw new DataDirInUseError(absolute, owner);
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const owner = readOwner(path);
  throw new DataDirInUseError(absolute, owner ?? { pid: 0, purpose: 'unknown', since: 'unknown' });
}

// A normal exit, including process.exit() after a signal, leaves no lock behind; kill -9 leaves a stale one, taken over next time.
process.on('exit', () => {
  for (const lock of [...held.values()]) lock.release();
});
