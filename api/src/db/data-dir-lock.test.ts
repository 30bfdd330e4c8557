import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './connection.ts';
import { DataDirInUseError, lockDataDir, lockFileOf } from './data-dir-lock.ts';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const folders: string[] = [];

function scratchFolder() {
  const parent = mkdtempSync(join(tmpdir(), 'trellis-lock-'));
  folders.push(parent);
  return join(parent, 'data');
}

/** A process id that belonged to a process which has since exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses a second owner in the same process, naming the process and the folder', () => {
    const dir = scratchFolder();
    const lock = lockDataDir(dir, 'first opener');
    expect(() => lockDataDir(dir, 'second opener')).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir, 'second opener')).toThrow(
      `The data folder ${dir} is in use by process ${process.pid} (first opener, since`,
    );
    lock.release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    lockDataDir(dir, 'after release').release();
  });

  it('refuses while another live process holds the folder, and releases on that process exit', async () => {
    const dir = scratchFolder();
    const script = `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};
      lockDataDir(${JSON.stringify(dir)}, 'holder script'); console.log('locked'); process.stdin.once('data', () => process.exit(0));`;
    const holder = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    expect(() => lockDataDir(dir, 'intruder')).toThrow(`is in use by process ${holder.pid} (holder script`);
    holder.stdin.write('go\n');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(existsSync(lockFileOf(dir))).toBe(false);
    lockDataDir(dir, 'next').release();
  });

  it('takes over a lock whose process is gone', () => {
    const dir = scratchFolder();
    const path = lockFileOf(dir);
    writeFileSync(path, JSON.stringify({ pid: deadPid(), purpose: 'killed server', since: '2026-01-01T00:00:00.000Z' }));
    const lock = lockDataDir(dir, 'survivor');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid, purpose: 'survivor' });
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    const dir = scratchFolder();
    writeFileSync(lockFileOf(dir), 'half-written');
    lockDataDir(dir, 'survivor').release();
  });

  it('is taken before the embedded database opens and released when it closes', async () => {
    const dir = scratchFolder();
    const connection = await openPglite(dir, 'test database');
    await expect(openPglite(dir, 'second database')).rejects.toThrow(`is in use by process ${process.pid} (test database`);
    await connection.close();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    const again = await openPglite(dir, 'reopened');
    await again.close();
  });
});
