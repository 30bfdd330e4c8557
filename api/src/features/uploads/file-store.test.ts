import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@trellis/contracts';
import { startFakeS3 } from '../../test-support/fake-s3.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { localFileStore, s3FileStore, type FileStore, type S3Settings } from './file-store.ts';
import { multipartBody } from './multipart-body.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** What every store must do the same way, whatever holds the bytes. */
function behavesAsAStore(make: () => FileStore) {
  it('keeps, reads back, lists and removes a file, and answers null for a name it does not hold', async () => {
    const store = make();
    await store.put('0b8f2a4e-6a1e-4c55-9d07-3f1b7f2b0c11.pdf', PDF, 'application/pdf');
    const found = await store.open('0b8f2a4e-6a1e-4c55-9d07-3f1b7f2b0c11.pdf');
    expect(found?.size).toBe(PDF.length);
    expect(await text(found!.stream)).toBe(PDF.toString());
    const listed = [];
    for await (const item of store.list()) listed.push(item);
    expect(listed.map((item) => item.name)).toContain('0b8f2a4e-6a1e-4c55-9d07-3f1b7f2b0c11.pdf');
    expect(Date.now() - listed[0]!.modifiedMs).toBeLessThan(60_000);
    await store.remove('0b8f2a4e-6a1e-4c55-9d07-3f1b7f2b0c11.pdf');
    expect(await store.open('0b8f2a4e-6a1e-4c55-9d07-3f1b7f2b0c11.pdf')).toBeNull();
    await expect(store.remove('0b8f2a4e-6a1e-4c55-9d07-3f1b7f2b0c11.pdf')).resolves.toBeUndefined();
  });

  it('writes a stream, answers its size, and reads back one byte range of it', async () => {
    const store = make();
    const name = '7c4e9a31-2f5b-4d8e-9a6c-1b3d5f7a9c20.mp4';
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, index) => index % 251));
    expect(await store.putStream(name, Readable.from([bytes.subarray(0, 1200), bytes.subarray(1200)]), 'video/mp4')).toBe(bytes.length);
    expect(await store.size(name)).toBe(bytes.length);
    const part = await store.open(name, { start: 1000, end: 1099 });
    expect(part?.size).toBe(bytes.length);
    expect((await buffer(part!.stream)).equals(bytes.subarray(1000, 1100))).toBe(true);
    await store.remove(name);
    expect(await store.size(name)).toBeNull();
  });

  it('keeps nothing of a stream that fails part way', async () => {
    const store = make();
    const name = '3a9d1c5e-8b2f-4e6a-9c1d-7f5b3a9e1c42.mp4';
    async function* cutOff() {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error('the upload was cut off');
    }
    await expect(store.putStream(name, Readable.from(cutOff()), 'video/mp4')).rejects.toThrow('the upload was cut off');
    expect(await store.open(name)).toBeNull();
    const listed = [];
    for await (const item of store.list()) listed.push(item.name);
    expect(listed).not.toContain(name);
  });

  it('never reaches outside itself through a name', async () => {
    const store = make();
    await store.put('../escaped.pdf', PDF, 'application/pdf');
    expect(await store.open('escaped.pdf')).not.toBeNull();
    await store.remove('escaped.pdf');
  });
}

describe('the local folder store', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'trellis-store-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  behavesAsAStore(() => localFileStore(dir));
});

describe('the S3-compatible store', () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  let settings: S3Settings;
  let store: FileStore;
  beforeAll(async () => {
    fake = await startFakeS3('trellis-files');
    settings = {
      bucket: 'trellis-files',
      endpoint: fake.endpoint,
      region: 'us-east-1',
      prefix: 'uploads/',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    };
    store = await s3FileStore(settings);
  });
  afterAll(() => fake.close());
  behavesAsAStore(() => store);

  it('keeps its files under the prefix with the type found in their bytes', async () => {
    await store.put('5d2c1c9e-7b0a-4a43-8f3e-2e6f0d1a9b21.pdf', PDF, 'application/pdf');
    expect(fake.objects.get('uploads/5d2c1c9e-7b0a-4a43-8f3e-2e6f0d1a9b21.pdf')?.type).toBe('application/pdf');
  });

  describe('behind the API', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ objectStorage: settings });
    });
    afterAll(() => t.close());

    it('stores /file-upload/ files in the bucket and serves them back from it', async () => {
      const body = multipartBody({ descriptions: '["Syllabus"]' }, [{ field: 'files', name: 'syllabus.pdf', data: PDF }]);
      const upload = await t.inject({
        method: 'POST',
        url: api(PATHS.fileUpload),
        headers: { ...(await t.authHeader('member@trellis.test')), ...body.headers },
        payload: body.payload,
      });
      expect(upload.statusCode).toBe(200);
      const [file] = upload.json().data;
      expect(file).toMatchObject({ description: 'Syllabus', mime_type: 'application/pdf' });
      expect(fake.objects.has(`uploads/${basename(file.file)}`)).toBe(true);
      const served = await t.inject({ method: 'GET', url: file.file });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.body).toBe(PDF.toString());
      expect((await t.inject({ method: 'GET', url: api('/media/00000000-0000-0000-0000-000000000000.pdf') })).statusCode).toBe(404);
      const range = await t.inject({ method: 'GET', url: file.file, headers: { range: 'bytes=5-14' } });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-range']).toBe(`bytes 5-14/${PDF.length}`);
      expect(range.body).toBe(PDF.subarray(5, 15).toString());
      expect((await t.inject({ method: 'GET', url: file.file, headers: { range: `bytes=${PDF.length}-` } })).statusCode).toBe(416);
    });
  });
});
