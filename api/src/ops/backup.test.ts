import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseConnection } from '../db/connection.ts';
import { backUpDataDir, restoreDataDir, serveBackups } from './backup.ts';

async function notes(connection: DatabaseConnection): Promise<string[]> {
  const result = (await connection.db.execute(sql`select body from notes order by id`)) as unknown as { rows: { body: string }[] };
  return result.rows.map((row) => row.body);
}

describe('backup and restore of the embedded database', () => {
  let root: string;
  let dataDir: string;
  let connection: DatabaseConnection;
  let control: Server;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'trellis-backup-'));
    dataDir = join(root, 'live');
    connection = await openPglite(dataDir, 'test server');
    control = await serveBackups(connection, dataDir);
    await connection.db.execute(sql`create table notes (id serial primary key, body text not null)`);
  });

  afterAll(async () => {
    await new Promise((resolve) => control.close(resolve));
    await connection.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('restores exactly the state at the backup, rows and uploads, while the server keeps writing', async () => {
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    await connection.db.execute(sql`insert into notes (body) values ('first'), ('second')`);
    writeFileSync(join(dataDir, 'uploads', 'before.png'), 'before');

    const archive = join(root, 'backups', 'one.tar.gz');
    const made = await backUpDataDir(dataDir, archive);
    expect(made.by).toBe('server');

    await connection.db.execute(sql`insert into notes (body) values ('after the backup')`);
    writeFileSync(join(dataDir, 'uploads', 'after.png'), 'after');

    const restoredDir = join(root, 'restored');
    await restoreDataDir(archive, restoredDir);
    const restored = await openPglite(restoredDir, 'restored check');
    try {
      expect(await notes(restored)).toEqual(['first', 'second']);
    } finally {
      await restored.close();
    }
    expect(readdirSync(join(restoredDir, 'uploads'))).toEqual(['before.png']);
    expect(await notes(connection)).toEqual(['first', 'second', 'after the backup']);
  });

  it('refuses to restore over a folder with anything in it, or one a server owns', async () => {
    const archive = join(root, 'two.tar.gz');
    await backUpDataDir(dataDir, archive);
    const occupied = join(root, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'something'), 'x');
    await expect(restoreDataDir(archive, occupied)).rejects.toThrow(`The data folder ${occupied} is not empty`);
    expect(readdirSync(occupied)).toEqual(['something']);
    await expect(restoreDataDir(archive, dataDir)).rejects.toThrow(`The data folder ${dataDir} is in use by process ${process.pid}`);
  });

  it('backs up a folder no server owns by taking its lock itself', async () => {
    const idleDir = join(root, 'idle');
    const idle = await openPglite(idleDir, 'writer');
    await idle.db.execute(sql`create table notes (id serial primary key, body text not null)`);
    await idle.db.execute(sql`insert into notes (body) values ('idle')`);
    await idle.close();
    const archive = join(root, 'idle.tar.gz');
    expect((await backUpDataDir(idleDir, archive)).by).toBe('this process');
    await restoreDataDir(archive, join(root, 'idle-restored'));
    const restored = await openPglite(join(root, 'idle-restored'), 'check');
    expect(await notes(restored)).toEqual(['idle']);
    await restored.close();
  });
});
