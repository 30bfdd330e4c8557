import { eq } from 'drizzle-orm';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMPORT_FIELDS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser, type AuthUser } from '../../auth/request-user.ts';
import { profiles, users } from '../../db/schema/index.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError, forbidden, notFound } from '../../http/errors.ts';
import { detectFile } from '../uploads/file-kinds.ts';
import { readMultipart, requireFile } from '../uploads/multipart-form.ts';
import { removeStoredFile, storeThenCommit } from '../uploads/storage.ts';
import { applyImport, type ImportField } from './apply-import.ts';
import { fetchNetworkProfile } from './profile-data-provider.ts';
import { parseResume } from './resume-parser.ts';
import { resumeText } from './resume-text.ts';
import { route } from '../../http/route.ts';
import { profileEndpoints } from '@trellis/contracts/endpoints';

const FieldList = z.array(z.enum(IMPORT_FIELDS));

/** Staff may import for another member; everyone else only for themselves. */
async function targetUser(db: Database, user: AuthUser, requested: number | undefined): Promise<number> {
  if (requested === undefined || requested === user.id) return user.id;
  if (!user.isStaff) throw forbidden();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, requested));
  if (!row) throw notFound();
  return row.id;
}

function fieldsOf(raw: string | undefined): ImportField[] {
  if (!raw) return [...IMPORT_FIELDS];
  try {
    const parsed = FieldList.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    /* answered below */
  }
  throw new HttpError(400, { field_errors: { fields_to_update: [`Choose among: ${IMPORT_FIELDS.join(', ')}.`] } });
}

/** Registration imports: a resume (PDF or DOCX) and, when a profile-data service is configured, a professional-network profile. */
export const resumeImportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, files, fileGrants }) => {
  await app.register(multipart);

  route(app, profileEndpoints.importOptions, {}, async () => ({ linkedin: config.profileData !== null, resume: true }));

  route(app, profileEndpoints.uploadResume, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const form = await readMultipart(request, { files: { file: 1 }, fields: ['update_profile', 'fields_to_update', 'user_id'] });
    const userIdRaw = form.fields.user_id;
    const userId = userIdRaw ? z.coerce.number().int().positive().max(2_147_483_647).safeParse(userIdRaw) : null;
    if (userId && !userId.success) throw new HttpError(400, { field_errors: { user_id: [MESSAGES.http.other] } });
    const ownerId = await targetUser(db, user, userId?.data);
    const fields = fieldsOf(form.fields.fields_to_update);
    const file = requireFile(form, 'file', MESSAGES.registration.resumeRequired);
    const type = await detectFile(file.buffer, ['pdf', 'docx'], 'file');
    const data = parseResume(await resumeText(file.buffer, type.kind));
    const [before] = await db.select({ resume: profiles.resume }).from(profiles).where(eq(profiles.userId, ownerId));
    const stored = await storeThenCommit(files, { buffer: file.buffer, ...type }, async (file) => {
      await db.update(profiles).set({ resume: file.url }).where(eq(profiles.userId, ownerId));
      return file;
    });
    await removeStoredFile(files, before?.resume ?? null);
    const updated = form.fields.update_profile === 'true' ? await applyImport(db, ownerId, data, fields) : [];
    return { message: 'Resume uploaded', resume: fileGrants.grant(stored.url, user.id), data, updated };
  });

  route(app, profileEndpoints.linkedinImport, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const ownerId = await targetUser(db, user, request.body.user_id);
    const data = config.profileData ? await fetchNetworkProfile(config.profileData, request.body.url) : null;
    if (!data) throw new HttpError(502, { message: MESSAGES.registration.linkedinFailed });
    await db.update(profiles).set({ socialLinkedin: request.body.url }).where(eq(profiles.userId, ownerId));
    const updated = await applyImport(db, ownerId, data, request.body.fields_to_update ?? IMPORT_FIELDS);
    return { message: 'Profile imported', resume: null, data, updated };
  });
};
