import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@trellis/contracts';
import { multipartBody } from '../features/uploads/multipart-body.ts';
import { localFileStore } from '../features/uploads/file-store.ts';
import { holdRemovals, storeThenCommit } from '../features/uploads/storage.ts';
import { api, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { sweepUnreferencedUploads } from './unreferenced-uploads.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const HOUR_MS = 60 * 60 * 1000;

/** Backdates a file, as if written `ms` ago. */
function age(path: string, ms: number) {
  const when = new Date(Date.now() - ms);
  utimesSync(path, when, when);
}

describe('uploads and rows agree', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trellis-sweep-'));
    t = await createTestApp({ uploadsDir: dir });
  });

  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('removes an old file no row points at, as a crash between file and row leaves, and never a referenced one', async () => {
    const auth = await t.authHeader('member@trellis.test');
    const form = multipartBody({}, [{ field: 'files', name: 'kept.png', data: PNG }]);
    const upload = await t.inject({
      method: 'POST',
      url: api(PATHS.fileUpload),
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(200);
    const picture = multipartBody({}, [{ field: 'profile_pic', name: 'me.png', data: PNG }]);
    const avatar = await t.inject({
      method: 'POST',
      url: api(PATHS.uploadPicture),
      headers: { ...auth, ...picture.headers },
      payload: picture.payload,
    });
    expect(avatar.statusCode).toBe(200);
    const kept = [basename(upload.json().data[0].file as string), basename(avatar.json().picture as string)];

    const crashed = `${randomUUID()}.png`;
    const young = `${randomUUID()}.png`;
    writeFileSync(join(dir, crashed), PNG);
    writeFileSync(join(dir, young), PNG);
    for (const name of [...kept, crashed]) age(join(dir, name), 2 * HOUR_MS);

    const removed = await sweepUnreferencedUploads(t.database.connection.db, localFileStore(dir), HOUR_MS);

    expect(removed).toEqual([crashed]);
    expect(readdirSync(dir).sort()).toEqual([...kept, young].sort());
  });

  it('takes the file away again when its row fails to commit', async () => {
    const before = readdirSync(dir);
    const failure = await storeThenCommit(localFileStore(dir), { buffer: PNG, ext: 'png', mime: 'image/png' }, async (stored) => {
      expect(existsSync(join(dir, stored.name))).toBe(true);
      throw new Error('the transaction failed');
    }).catch((error: unknown) => error);
    expect(failure).toEqual(new Error('the transaction failed'));
    expect(readdirSync(dir)).toEqual(before);
  });

  it('defers removals while a backup holds them', async () => {
    const orphan = `${randomUUID()}.png`;
    writeFileSync(join(dir, orphan), PNG);
    age(join(dir, orphan), 2 * HOUR_MS);
    const release = holdRemovals();
    await sweepUnreferencedUploads(t.database.connection.db, localFileStore(dir), HOUR_MS);
    expect(existsSync(join(dir, orphan))).toBe(true);
    await release();
    expect(existsSync(join(dir, orphan))).toBe(false);
  });
});
