import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@trellis/shared/constants';
import { FileUploadResponse, PATHS, PictureResponse } from '@trellis/shared/contracts';
import { MESSAGES } from '@trellis/shared/messages';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { resumePdf } from '../resume-import/resume-fixtures.ts';
import { multipartBody } from './multipart-body.ts';

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
    return t.app.inject({
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
    const served = await t.app.inject({ url: stored!.file });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
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
    expect(response.json()).toEqual({ field_errors: { files: [MESSAGES.uploads.fileTooBig] } });
  });

  it('answers a request that is not multipart or has bad descriptions with 400', async () => {
    const headers = await t.authHeader('member@trellis.test');
    expect((await t.app.inject({ method: 'POST', url: api(PATHS.fileUpload), headers, payload: { files: [] } })).statusCode).toBe(400);
    const response = await send(PATHS.fileUpload, { descriptions: 'not json' }, [{ field: 'files', name: 'a.png', data: PNG }]);
    expect(response.statusCode).toBe(400);
  });

  it('replaces and deletes the profile picture, images only', async () => {
    const pdf = await send(PATHS.uploadPicture, {}, [{ field: 'profile_pic', name: 'me.png', data: await resumePdf() }]);
    expect(pdf.statusCode).toBe(400);
    const ok = await send(PATHS.uploadPicture, {}, [{ field: 'profile_pic', name: 'me.png', data: PNG }]);
    const { picture } = PictureResponse.parse(ok.json());
    expect((await t.app.inject({ url: picture! })).headers['content-type']).toBe('image/png');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: api(PATHS.deletePicture),
      headers: await t.authHeader('member@trellis.test'),
    });
    expect(removed.json()).toEqual({ picture: null });
    expect((await t.app.inject({ url: picture! })).statusCode).toBe(404);
  });

  it('needs a session to upload', async () => {
    const body = multipartBody({}, [{ field: 'files', name: 'a.png', data: PNG }]);
    expect(
      (await t.app.inject({ method: 'POST', url: api(PATHS.fileUpload), headers: body.headers, payload: body.payload })).statusCode,
    ).toBe(401);
  });
});
