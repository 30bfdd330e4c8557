import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@trellis/contracts/constants';
import { FileUploadResponse, PATHS, PictureResponse } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { uploadedFiles } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { resumePdf } from '../resume-import/resume-fixtures.ts';
import { multipartBody } from './multipart-body.ts';
import { MAX_INPUT_TEXT } from '../../http/input-guard.ts';
import { SERVER_MESSAGES } from '../../http/server-messages.ts';

/** The smallest valid PNG: a 1x1 transparent pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function send(url: string, fields: Record<string, string>, files: { field: string; name: string; data: Buffer }[]) {
    const body = multipartBody(fields, files);
    return t.inject({
      method: 'POST',
      url: api(url),
      headers: { ...(await t.authHeader('member@trellis.test')), ...body.headers },
      payload: body.payload,
    });
  }

  it('stores form files with their descriptions and serves them back', async () => {
    const pdf = await resumePdf();
    const response = await send(PATHS.fileUpload, { descriptions: '["My CV"]' }, [{ field: 'files', name: 'cv.pdf', data: pdf }]);
    expect(response.statusCode).toBe(200);
    const [stored] = FileUploadResponse.parse(response.json()).data;
    expect(stored).toMatchObject({ description: 'My CV' });
    const served = await t.inject({ url: stored!.file });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    // A document is a download in a sandbox, never a page of this origin, and no shared cache keeps it.
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('judges the type by content, not by name', async () => {
    const response = await send(PATHS.fileUpload, {}, [{ field: 'files', name: 'cv.pdf', data: Buffer.from('#!/bin/sh\necho hi\n') }]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().field_errors)).toEqual(['files']);
  });

  it('refuses files over 10 MB', async () => {
    const big = Buffer.concat([await resumePdf(), Buffer.alloc(LIMITS.uploadBytes)]);
    const response = await send(PATHS.fileUpload, {}, [{ field: 'files', name: 'big.pdf', data: big }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field_errors: { files: [MESSAGES.uploads.fileTooBig] }, error: MESSAGES.uploads.fileTooBig });
  });

  it('takes at most seven files in one call, storing none of a call that sends more', async () => {
    const before = (await t.database.connection.db.$count(uploadedFiles)) as number;
    const eight = Array.from({ length: 8 }, (_, index) => ({ field: 'files', name: `${index}.png`, data: PNG }));
    const response = await send(PATHS.fileUpload, {}, eight);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      field_errors: { files: [MESSAGES.profileForm.maxItems(LIMITS.maxTags)] },
      error: MESSAGES.profileForm.maxItems(LIMITS.maxTags),
    });
    expect(await t.database.connection.db.$count(uploadedFiles)).toBe(before);
  });

  it('refuses fields and files a route does not take, and text fields over the input limit', async () => {
    const stray = await send(PATHS.fileUpload, { admin: 'true' }, [{ field: 'files', name: 'a.png', data: PNG }]);
    expect(stray.json()).toEqual({ field_errors: { admin: [SERVER_MESSAGES.unexpectedField] }, error: SERVER_MESSAGES.unexpectedField });
    const strayFile = await send(PATHS.uploadPicture, {}, [{ field: 'avatar', name: 'a.png', data: PNG }]);
    expect(strayFile.json()).toEqual({ field_errors: { avatar: [SERVER_MESSAGES.unexpectedField] } });
    const twoPictures = await send(PATHS.uploadPicture, {}, [
      { field: 'profile_pic', name: 'a.png', data: PNG },
      { field: 'profile_pic', name: 'b.png', data: PNG },
    ]);
    expect(twoPictures.statusCode).toBe(400);
    const long = await send(PATHS.fileUpload, { descriptions: 'x'.repeat(MAX_INPUT_TEXT + 1) }, [
      { field: 'files', name: 'a.png', data: PNG },
    ]);
    expect(long.json()).toMatchObject({ field_errors: { descriptions: [MESSAGES.profileForm.maxChars(MAX_INPUT_TEXT)] } });
  });

  it.each([
    [
      'no boundary',
      'multipart/form-data',
      Buffer.from('--x\r\ncontent-disposition: form-data; name="descriptions"\r\n\r\n[]\r\n--x--\r\n'),
    ],
    ['an empty body', 'multipart/form-data; boundary=x', Buffer.alloc(0)],
    [
      'a cut-off body',
      'multipart/form-data; boundary=x',
      Buffer.from('--x\r\ncontent-disposition: form-data; name="files"; filename="a.png"\r\n\r\n\x89PNG'),
    ],
    [
      'line feeds only',
      'multipart/form-data; boundary=x',
      Buffer.from('--x\ncontent-disposition: form-data; name="files"; filename="a.png"\n\nabc\n--x--\n'),
    ],
    ['a broken part header', 'multipart/form-data; boundary=x', Buffer.from('--x\r\nno colon here\r\n\r\nabc\r\n--x--\r\n')],
  ])('answers a malformed body (%s) with 400 in words', async (_label, contentType, payload) => {
    const response = await t.inject({
      method: 'POST',
      url: api(PATHS.fileUpload),
      headers: { ...(await t.authHeader('member@trellis.test')), 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(typeof (body.message ?? body.field_errors?.files?.[0])).toBe('string');
    // Upload clients read the same sentence as `error`.
    expect(body.error).toBe(body.message ?? body.field_errors?.files?.[0]);
  });

  it('answers a request that is not multipart or has bad descriptions with 400', async () => {
    const headers = await t.authHeader('member@trellis.test');
    expect((await t.inject({ method: 'POST', url: api(PATHS.fileUpload), headers, payload: { files: [] } })).statusCode).toBe(400);
    const response = await send(PATHS.fileUpload, { descriptions: 'not json' }, [{ field: 'files', name: 'a.png', data: PNG }]);
    expect(response.statusCode).toBe(400);
  });

  it('replaces and deletes the profile picture, images only', async () => {
    const pdf = await send(PATHS.uploadPicture, {}, [{ field: 'profile_pic', name: 'me.png', data: await resumePdf() }]);
    expect(pdf.statusCode).toBe(400);
    const ok = await send(PATHS.uploadPicture, {}, [{ field: 'profile_pic', name: 'me.png', data: PNG }]);
    const { picture } = PictureResponse.parse(ok.json());
    expect((await t.inject({ url: picture! })).headers['content-type']).toBe('image/png');
    const removed = await t.inject({
      method: 'DELETE',
      url: api(PATHS.deletePicture),
      headers: await t.authHeader('member@trellis.test'),
    });
    expect(removed.json()).toEqual({ picture: null });
    expect((await t.inject({ url: picture! })).statusCode).toBe(404);
  });

  it('needs a session to upload', async () => {
    const body = multipartBody({}, [{ field: 'files', name: 'a.png', data: PNG }]);
    expect((await t.inject({ method: 'POST', url: api(PATHS.fileUpload), headers: body.headers, payload: body.payload })).statusCode).toBe(
      401,
    );
  });
});

describe('upload quota and rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ uploadLimit: { perIp: 100, perAccount: 3, windowMs: 60_000, quotaBytes: 2 * 1024 } });
  });
  afterAll(() => t.close());

  const upload = async (who: string | { authorization: string }, data: Buffer) => {
    const body = multipartBody({}, [{ field: 'files', name: 'a.png', data }]);
    return t.inject({
      method: 'POST',
      url: api(PATHS.fileUpload),
      headers: { ...(typeof who === 'string' ? await t.authHeader(who) : who), ...body.headers },
      payload: body.payload,
    });
  };

  it('refuses files past a member quota, counting only their own files', async () => {
    // A new member: the demo accounts keep files of their own (the demo resources' documents).
    const { headers } = await t.newMember();
    const half = Buffer.concat([PNG, Buffer.alloc(1024 - PNG.length)]);
    expect((await upload(headers, half)).statusCode).toBe(200);
    expect((await upload(headers, half)).statusCode).toBe(200);
    const over = await upload(headers, PNG);
    expect(over.json()).toEqual({ field_errors: { files: [SERVER_MESSAGES.uploadQuota] }, error: SERVER_MESSAGES.uploadQuota });
    expect((await upload((await t.newMember()).headers, PNG)).statusCode).toBe(200);
  });

  it('slows down a member who uploads too often', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await upload('staff@trellis.test', PNG)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});
