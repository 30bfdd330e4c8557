import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USE_CASE_LIMITS, USE_CASE_MESSAGES, UploadedVideo } from '@trellis/contracts';
import { aiEndpoints, pathOf } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { uploadedFiles } from '../../db/schema/index.ts';
import { SERVER_MESSAGES } from '../../http/server-messages.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { multipartBody } from './multipart-body.ts';

/** The start of an MP4 file: its `ftyp` box, which is what the file-type check reads. */
const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
/** A video of a few hundred kilobytes, with bytes that differ everywhere so that a wrong slice shows. */
const VIDEO = Buffer.concat([MP4_HEAD, randomBytes(300_000)]);
const QUOTA = 2 * 1024 * 1024;

describe('videos streamed to the store and served by range', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    // A folder of its own: what is left in it after a refused upload is this file's doing alone.
    dir = mkdtempSync(join(tmpdir(), 'trellis-videos-'));
    t = await createTestApp({
      uploadsDir: dir,
      uploadLimit: { perIp: 1000, perAccount: 1000, windowMs: 60_000, quotaBytes: QUOTA },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const stored = () => readdirSync(dir).sort();
  const upload = async (data: Buffer, headers: Record<string, string>, field = 'video') => {
    const body = multipartBody({}, [{ field, name: 'clip.mp4', data }]);
    return t.inject({
      method: 'POST',
      url: api(pathOf(aiEndpoints.uploadVideo)),
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const fetchMedia = (url: string, range?: string) => t.inject({ url, headers: range ? { range } : {} });

  it('stores an uploaded video byte for byte and plays it whole', async () => {
    const member = await t.newMember();
    const response = await upload(VIDEO, member.headers);
    expect(response.statusCode, response.body).toBe(200);
    const { video_link: link } = UploadedVideo.parse(response.json());
    const whole = await fetchMedia(link);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(VIDEO.length));
    expect(whole.rawPayload.equals(VIDEO)).toBe(true);
  });

  it('answers one byte range with 206, a range past the end with 416, and several ranges with the whole file', async () => {
    const member = await t.newMember();
    const { video_link: link } = UploadedVideo.parse((await upload(VIDEO, member.headers)).json());
    const size = VIDEO.length;

    const middle = await fetchMedia(link, 'bytes=1000-1999');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.headers['content-type']).toBe('video/mp4');
    expect(middle.rawPayload.equals(VIDEO.subarray(1000, 2000))).toBe(true);

    const rest = await fetchMedia(link, `bytes=${size - 500}-`);
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(rest.rawPayload.equals(VIDEO.subarray(size - 500))).toBe(true);
    const last = await fetchMedia(link, 'bytes=-10');
    expect(last.rawPayload.equals(VIDEO.subarray(size - 10))).toBe(true);
    // A range running past the end stops at the last byte.
    expect((await fetchMedia(link, `bytes=${size - 2}-${size + 100}`)).headers['content-range']).toBe(
      `bytes ${size - 2}-${size - 1}/${size}`,
    );

    const beyond = await fetchMedia(link, `bytes=${size}-${size + 10}`);
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    expect(beyond.rawPayload.length).toBe(0);

    const several = await fetchMedia(link, 'bytes=0-9,2000-2009');
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(VIDEO)).toBe(true);
    expect((await fetchMedia(link, 'pages=1-2')).statusCode).toBe(200);
    expect((await fetchMedia(api('/media/00000000-0000-0000-0000-000000000000.mp4'), 'bytes=0-9')).statusCode).toBe(404);
  });

  it('leaves nothing in the store when a video is refused: not an MP4, too large, past the quota, or an extra part', async () => {
    const member = await t.newMember();
    const before = stored();

    const notVideo = await upload(Buffer.concat([Buffer.from('plain text, not a video'), randomBytes(10_000)]), member.headers);
    expect(notVideo.json().field_errors.video).toEqual([MESSAGES.uploads.unsupported('an MP4 video')]);
    const empty = await upload(Buffer.alloc(0), member.headers);
    expect(empty.json().field_errors.video).toEqual([MESSAGES.common.required]);
    const otherField = await upload(VIDEO, member.headers, 'file');
    expect(otherField.json().field_errors.file).toEqual([SERVER_MESSAGES.unexpectedField]);

    const heavy = await upload(Buffer.concat([MP4_HEAD, Buffer.alloc(USE_CASE_LIMITS.videoBytes)]), member.headers);
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().field_errors.video).toEqual([USE_CASE_MESSAGES.videoTooBig]);

    // Stored uploads of this member just under the quota: the video fits the size limit, not the quota.
    await t.database.connection.db.insert(uploadedFiles).values({
      userId: member.id,
      path: 'placeholder.pdf',
      originalName: 'old.pdf',
      mimeType: 'application/pdf',
      sizeBytes: QUOTA - 1000,
    });
    const overQuota = await upload(VIDEO, member.headers);
    expect(overQuota.json().field_errors.video).toEqual([SERVER_MESSAGES.uploadQuota]);
    expect(stored()).toEqual(before);
  });
});
