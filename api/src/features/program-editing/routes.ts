import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { PROGRAM_FORM_MESSAGES, programFormIssues, sdgItems, type GroupCreateBody, type ProgramFields } from '@trellis/contracts';
import { groupEditingEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser, type AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { groups, memberships } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { slugify } from '../../text/slugify.ts';
import { attemptLimits, signedInId } from '../auth/attempt-limits.ts';
import { groupById, readGroupDetail } from '../group-detail/group-detail-query.ts';
import { loadGroup, requireGroupAdmin, type GroupRow } from '../groups-membership/group-access.ts';
import { detectFile } from '../uploads/file-kinds.ts';
import { readMultipart, requireFile } from '../uploads/multipart-form.ts';
import { removeStoredFile, storeThenCommit } from '../uploads/storage.ts';
import { createInstitution } from '../profiles/institution-create.ts';
import { submissionGuards } from '../submissions/submission-limits.ts';
import { requireCreationRight, parentOptions } from './creation-rights.ts';
import { checkReferences, columnsOfForm, formOfGroup } from './program-values.ts';
import { changedOrganization, columnsOfOrganization } from './organization-values.ts';

const text = PROGRAM_FORM_MESSAGES;

/** Cover images are photographs or banners: JPEG or PNG. Logos may also be WebP. */
const COVER_TYPES = ['image/jpeg', 'image/png'];
const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function refuseIssues(issues: ReturnType<typeof programFormIssues>) {
  if (!issues.length) return;
  const field_errors: Record<string, string[]> = {};
  for (const issue of issues) (field_errors[issue.path.join('.')] ??= []).push(issue.message);
  throw new HttpError(400, { field_errors });
}

async function savedDetail(db: Database, user: AuthUser, id: number) {
  const detail = await readGroupDetail(db, groupById(id), user);
  if (!detail) throw notFound(MESSAGES.groupMembership.groupNotFound);
  return detail;
}

/** Inserts the group under a slug of its name, with a short suffix when that slug is taken. */
async function insertProgram(db: Database, values: typeof groups.$inferInsert) {
  const base = slugify(values.name) || values.groupType;
  for (const slug of [base, `${base}-${randomBytes(3).toString('hex')}`, `${base}-${randomBytes(6).toString('hex')}`]) {
    const [row] = await db
      .insert(groups)
      .values({ ...values, nameSlug: slug })
      .onConflictDoNothing({ target: groups.nameSlug })
      .returning({ id: groups.id });
    if (row) return row.id;
  }
  throw new HttpError(409, { detail: MESSAGES.common.couldNotCompleteRequest });
}

const isProgram = (group: GroupRow): group is GroupRow & { groupType: ProgramFields['group_type'] } =>
  group.groupType === 'circle' || group.groupType === 'event';

/**
 * Creating and editing circles and events (the join-question builder included), editing organizations and institutions,
 * and group cover images and logos.
 */
export const programEditingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, files }) => {
  await app.register(multipart);
  const limits = await attemptLimits(app, db);
  const uploadLimit = limits('uploads', config.uploadLimit, signedInId);
  const submissionLimit = await submissionGuards(app, db, config.submissionLimit);

  route(app, groupEditingEndpoints.sdgs, {}, async () => ({ data: sdgItems() }));

  route(app, groupEditingEndpoints.groupSdgs, {}, async (request) => {
    const group = await loadGroup(db, request.params.id, request.user?.id ?? 0);
    return { data: sdgItems(group.relevantSdgs) };
  });

  route(app, groupEditingEndpoints.parentOptions, { onRequest: requireUser }, async (request) =>
    parentOptions(db, signedInUser(request), request.query.group_type),
  );

  route(
    app,
    groupEditingEndpoints.create,
    {
      onRequest: requireUser,
      // An institution adds to a list every member picks from, so it counts against the member's submissions.
      preHandler: async (request) => {
        const { group_type } = request.body as GroupCreateBody;
        if (group_type === 'institution') for (const guard of submissionLimit) await guard(request);
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const form = request.body;
      if (form.group_type === 'institution') {
        const { created, institution } = await createInstitution(db, user, form.name);
        reply.code(created ? 201 : 200);
        return institution;
      }
      const parentId = form.parent_group!;
      await requireCreationRight(db, user, form.group_type, parentId);
      await checkReferences(db, user.id, form);
      const [parent] = await db.select({ id: groups.id, root: groups.rootGroupId }).from(groups).where(eq(groups.id, parentId));
      const id = await db.transaction(async (tx) => {
        const created = await insertProgram(tx, {
          ...columnsOfForm(form, {}),
          nameSlug: '',
          groupType: form.group_type,
          parentGroupId: parentId,
          rootGroupId: parent?.root ?? parentId,
        });
        // The creator runs what they created: a circle's leader, an event's administrator.
        await tx.insert(memberships).values({
          userId: user.id,
          groupId: created,
          role: form.group_type === 'circle' ? 'leader' : 'admin',
          status: 'accepted',
          joinedAt: new Date(),
        });
        return created;
      });
      return { message: text.created(form.group_type), group: await savedDetail(db, user, id) };
    },
  );

  route(app, groupEditingEndpoints.update, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const group = await loadGroup(db, request.params.id, user.id);
    await requireGroupAdmin(db, user, group.id);
    const change = request.body;
    if (!isProgram(group)) {
      const organization = changedOrganization(group, change);
      await checkReferences(db, user.id, { topics: change.topics ?? [], use_cases: [] });
      await db.update(groups).set(columnsOfOrganization(organization)).where(eq(groups.id, group.id));
      return { message: text.updated, group: await savedDetail(db, user, group.id) };
    }
    const current = formOfGroup(group);
    const form: ProgramFields = { ...current, ...change, extra_info: { ...current.extra_info, ...change.extra_info } };
    refuseIssues(programFormIssues(form, { creating: false }));
    await checkReferences(db, user.id, { topics: change.topics ?? [], use_cases: change.use_cases ?? [] });
    await db.update(groups).set(columnsOfForm(form, group.extraInfo)).where(eq(groups.id, group.id));
    const onlyQuestions = Object.keys(change).length === 1 && change.extra_info && Object.keys(change.extra_info).join() === 'questions';
    return { message: onlyQuestions ? text.questionsAdded : text.updated, group: await savedDetail(db, user, group.id) };
  });

  for (const kind of ['cover_image', 'logo'] as const) {
    route(
      app,
      kind === 'logo' ? groupEditingEndpoints.logo : groupEditingEndpoints.coverImage,
      { onRequest: [uploadLimit.perIp, requireUser, uploadLimit.perAccount] },
      async (request) => {
        const user = signedInUser(request);
        const group = await loadGroup(db, request.params.id, user.id);
        await requireGroupAdmin(db, user, group.id);
        const file = requireFile(await readMultipart(request, { files: { [kind]: 1 }, fields: [] }), kind);
        const type = await detectFile(file.buffer, ['image'], kind);
        const allowed = kind === 'logo' ? LOGO_TYPES : COVER_TYPES;
        if (!allowed.includes(type.mime)) {
          throw new HttpError(400, {
            field_errors: { [kind]: [MESSAGES.uploads.unsupported(kind === 'logo' ? 'JPEG, PNG or WebP' : 'JPEG or PNG')] },
          });
        }
        const before = kind === 'logo' ? group.logo : group.coverImage;
        const url = await storeThenCommit(files, { buffer: file.buffer, ...type }, async (stored) => {
          await db
            .update(groups)
            .set(kind === 'logo' ? { logo: stored.url } : { coverImage: stored.url })
            .where(eq(groups.id, group.id));
          return stored.url;
        });
        await removeStoredFile(files, before);
        return {
          message: kind === 'logo' ? text.logoUpdated : text.coverUpdated,
          cover_image: kind === 'logo' ? group.coverImage : url,
          logo: kind === 'logo' ? url : group.logo,
        };
      },
    );
  }
};
