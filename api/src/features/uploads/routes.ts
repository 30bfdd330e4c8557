import multipart from '@fastify/multipart';
import { eq, sum } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESOURCE_MESSAGES, USE_CASE_LIMITS, USE_CASE_MESSAGES } from '@trellis/contracts';
import { LIMITS } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { profiles, uploadedFiles } from '../../db/schema/index.ts';
import { forbidden, HttpError, notFound, unauthorized } from '../../http/errors.ts';
import { SERVER_MESSAGES } from '../../http/server-messages.ts';
import { attemptLimits, signedInId } from '../auth/attempt-limits.ts';
import { fileAccess } from './file-access.ts';
import { detectFile, detectStream, type DetectedFile } from './file-kinds.ts';
import { readMultipart, receiveOneFile, requireFile } from './multipart-form.ts';
import { requestedRange } from './byte-ranges.ts';
import { removeStoredFile, STORED_NAME, storeThenCommit, streamThenCommit } from './storage.ts';
import { route } from '../../http/route.ts';
import { aiEndpoints, profileEndpoints } from '@trellis/contracts/endpoints';

const MIME_OF_EXT: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
};

function descriptionsOf(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed = z.array(z.string().max(200)).safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    /* answered below */
  }
  throw new HttpError(400, { field_errors: { descriptions: ['Descriptions must be a JSON list of texts.'] } });
}

/** Form attachments, profile pictures, and the files they name served back. */
export const uploadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, files: store, fileGrants }) => {
  await app.register(multipart);
  const limits = await attemptLimits(app, db);
  const uploadLimit = limits('uploads', config.uploadLimit, signedInId);
  const perUser = async (request: Parameters<typeof uploadLimit.perAccount>[0]) => {
    await requireUser(request);
    await uploadLimit.perAccount(request);
  };

  /** Refuses an upload that would take a member's stored form files past their quota. */
  async function checkQuota(userId: number, incoming: number, field = 'files') {
    const [row] = await db
      .select({ used: sum(uploadedFiles.sizeBytes) })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.userId, userId));
    if (Number(row?.used ?? 0) + incoming > config.uploadLimit.quotaBytes) {
      throw new HttpError(400, { field_errors: { [field]: [SERVER_MESSAGES.uploadQuota] } });
    }
  }

  /** The row of a stored file among the member's uploads. */
  async function recordUpload(
    userId: number,
    stored: { name: string; url: string },
    row: { filename: string; mime: string; size: number },
    description = '',
  ) {
    const [saved] = await db
      .insert(uploadedFiles)
      .values({
        userId,
        path: stored.name,
        originalName: row.filename.slice(0, 200),
        mimeType: row.mime,
        sizeBytes: row.size,
        description,
      })
      .returning({ id: uploadedFiles.id });
    return { id: saved!.id, url: stored.url };
  }

  /** Stores a checked file, then its row among the member's uploads: a row never names a file that was not stored. */
  function keepFile(userId: number, file: { buffer: Buffer; filename: string }, type: DetectedFile, description = '') {
    return storeThenCommit(store, { buffer: file.buffer, ...type }, (stored) =>
      recordUpload(userId, stored, { filename: file.filename, mime: type.mime, size: file.buffer.length }, description),
    );
  }

  /** A refusal of /file-upload/ also says its first sentence as `error`, where upload clients read it. */
  function withErrorSentence(error: unknown): unknown {
    if (!(error instanceof HttpError)) return error;
    const { body } = error;
    const sentence = body.message ?? Object.values(body.field_errors ?? {})[0]?.[0] ?? body.non_field_errors?.[0] ?? body.detail;
    return sentence ? new HttpError(error.statusCode, { ...body, error: sentence }, error.headers) : error;
  }

  route(app, profileEndpoints.fileUpload, { onRequest: [uploadLimit.perIp, perUser] }, async (request) =>
    storeFormFiles(request).catch((error: unknown) => {
      throw withErrorSentence(error);
    }),
  );

  /** Stores the files of a /file-upload/ call, each checked by its bytes, within the member's quota. */
  async function storeFormFiles(request: FastifyRequest) {
    const user = signedInUser(request);
    const form = await readMultipart(request, { files: { files: LIMITS.maxTags }, fields: ['descriptions'] });
    const files = form.files.filter((part) => part.field === 'files');
    if (!files.length) requireFile(form, 'files');
    const descriptions = descriptionsOf(form.fields.descriptions);
    await checkQuota(
      user.id,
      files.reduce((total, file) => total + file.buffer.length, 0),
    );
    const detected = await Promise.all(files.map((file) => detectFile(file.buffer, ['pdf', 'docx', 'image'], 'files')));
    const data = [];
    for (const [index, file] of files.entries()) {
      const type = detected[index]!;
      const description = descriptions[index] ?? '';
      const kept = await keepFile(user.id, file, type, description);
      data.push({ id: kept.id, file: kept.url, mime_type: type.mime, description });
    }
    return { data };
  }

  // A video streams to the store as it arrives: its first bytes tell whether it is an MP4 before any is written, and
  // its size is known, and held against the quota, once it is stored.
  route(app, aiEndpoints.uploadVideo, { onRequest: [uploadLimit.perIp, perUser] }, async (request) => {
    const user = signedInUser(request);
    await checkQuota(user.id, 1, 'video');
    const videoLimit = { bytes: USE_CASE_LIMITS.videoBytes, message: USE_CASE_MESSAGES.videoTooBig };
    const kept = await receiveOneFile(request, 'video', videoLimit, async ({ filename, stream }) => {
      const { type, bytes } = await detectStream(stream, ['mp4'], 'video');
      return streamThenCommit(store, { stream: bytes, ...type }, async (stored) => {
        await checkQuota(user.id, stored.size, 'video');
        return recordUpload(user.id, stored, { filename, mime: type.mime, size: stored.size });
      });
    });
    return { id: kept.id, video_link: kept.url };
  });

  route(app, profileEndpoints.uploadPicture, { onRequest: [uploadLimit.perIp, perUser] }, async (request) => {
    const user = signedInUser(request);
    const file = requireFile(await readMultipart(request, { files: { profile_pic: 1 }, fields: [] }), 'profile_pic');
    const type = await detectFile(file.buffer, ['image'], 'profile_pic');
    const [before] = await db.select({ picture: profiles.picture }).from(profiles).where(eq(profiles.userId, user.id));
    const picture = await storeThenCommit(store, { buffer: file.buffer, ...type }, async (stored) => {
      await db.update(profiles).set({ picture: stored.url }).where(eq(profiles.userId, user.id));
      return stored.url;
    });
    await removeStoredFile(store, before?.picture ?? null);
    return { picture };
  });

  route(app, profileEndpoints.deletePicture, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const [before] = await db.select({ picture: profiles.picture }).from(profiles).where(eq(profiles.userId, user.id));
    await db.update(profiles).set({ picture: null }).where(eq(profiles.userId, user.id));
    await removeStoredFile(store, before?.picture ?? null);
    return { picture: null };
  });

  route(app, profileEndpoints.media, {}, async (request, reply) => {
    const { name } = request.params;
    if (!STORED_NAME.test(name)) throw notFound();
    // A file something shows only to some readers opens while the requester is one of them: the bearer's user, or
    // the one the address's grant was handed to, checked against the rows that show the file now.
    const requester = request.user?.id ?? (request.query.grant ? fileGrants.holder(name, request.query.grant) : null);
    const access = await fileAccess(db, name, requester);
    if (access.restricted && requester === null) throw unauthorized();
    if (access.restricted && !access.allowed) {
      throw access.premiumOnly ? new HttpError(403, { detail: RESOURCE_MESSAGES.filesLocked }) : forbidden();
    }
    const type = MIME_OF_EXT[name.split('.').pop()!] ?? 'application/octet-stream';
    const isImage = type.startsWith('image/');
    const shared = isImage && !access.restricted;
    // Videos play in the page's own player, which needs them inline too.
    const inline = isImage || type.startsWith('video/');
    // A stored file never runs as a page of this origin: no sniffing, a sandbox, and documents only as downloads.
    // Documents (resumes, attachments) and videos are personal: no shared cache keeps them.
    const headers = {
      'content-type': type,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': inline ? 'inline' : 'attachment',
      'cache-control': shared ? 'public, max-age=31536000, immutable' : 'private, no-store',
      'accept-ranges': 'bytes',
    };
    // A player seeking in a video asks for one range of its bytes; a header asking for several gets the whole file.
    const asked = request.headers.range;
    if (asked) {
      const size = await store.size(name);
      if (size === null) throw notFound();
      const range = requestedRange(asked, size);
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .headers({ 'content-range': `bytes */${size}`, 'accept-ranges': 'bytes' })
          .send();
      }
      if (range) {
        const part = await store.open(name, range);
        if (!part) throw notFound();
        return reply
          .code(206)
          .headers({
            ...headers,
            'content-range': `bytes ${range.start}-${range.end}/${size}`,
            'content-length': range.end - range.start + 1,
          })
          .send(part.stream);
      }
    }
    const found = await store.open(name);
    if (!found) throw notFound();
    return reply.headers({ ...headers, 'content-length': found.size }).send(found.stream);
  });
};
