import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AI_MESSAGES,
  USE_CASE_MESSAGES as M,
  USE_CASE_STAFF_FIELDS,
  type OptionItem,
  type UseCaseCreateBody,
  type UseCasePatchBody,
} from '@trellis/contracts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { freeSlug } from '../../db/free-slug.ts';
import { aiTools, topics, uploadedFiles, useCaseReviews, useCases } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { groupOptions } from '../ai-tools/ai-tool-writes.ts';
import { OPTIONS } from '../site-config/options.ts';
import { visibleTo } from '../submissions/visibility.ts';
import { MEDIA_PREFIX } from '../uploads/storage.ts';

type CreateValues = z.output<typeof UseCaseCreateBody>;
type PatchValues = z.output<typeof UseCasePatchBody>;
export type UseCaseRow = typeof useCases.$inferSelect;
type Columns = Partial<typeof useCases.$inferInsert>;

const fieldError = (field: string, message: string) => new HttpError(400, { field_errors: { [field]: [message] } });

/** The ids as given, each once, when every one is in the site's option list. */
function optionIds(field: string, ids: readonly number[], options: readonly OptionItem[]): number[] {
  const known = new Set(options.map((option) => option.id));
  if (ids.some((id) => !known.has(id))) throw fieldError(field, M.unknownOption);
  return [...new Set(ids)];
}

function categoryNames(names: readonly string[]): string[] {
  const known = new Set(OPTIONS.usecase_categories.map((option) => option.name));
  if (names.some((name) => !known.has(name))) throw fieldError('categories', M.unknownOption);
  return [...new Set(names)];
}

/** Topics the editor can see: approved ones and the ones they proposed themselves. */
async function topicIds(db: Database, user: AuthUser, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(inArray(topics.id, unique), visibleTo(topics.pendingAuthorId, user.id)));
  if (found.length !== unique.length) throw fieldError('topics', M.unknownOption);
  return unique;
}

async function approvedToolIds(db: Database, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await db
    .select({ id: aiTools.id })
    .from(aiTools)
    .where(and(inArray(aiTools.id, unique), eq(aiTools.status, 'approved')));
  if (found.length !== unique.length) throw fieldError('ai_tools', M.unknownAiTool);
  return unique;
}

/** What each stored file field takes, and the words that refuse anything else. */
const FILE_FIELDS = {
  thumbnail_image: { column: 'thumbnailImage', accepts: (mime: string) => mime.startsWith('image/'), refused: M.thumbnailNotImage },
  document: { column: 'document', accepts: (mime: string) => mime === 'application/pdf', refused: M.documentNotPdf },
  video: { column: 'videoLink', accepts: (mime: string) => mime === 'video/mp4', refused: M.videoNotMp4 },
} as const;

/** The address of a file the editor uploaded, when it is of the kind the field takes. */
async function fileUrl(db: Database, user: AuthUser, field: keyof typeof FILE_FIELDS, fileId: number): Promise<string> {
  const [file] = await db
    .select({ path: uploadedFiles.path, mime: uploadedFiles.mimeType })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, user.id)));
  if (!file || !FILE_FIELDS[field].accepts(file.mime)) throw fieldError(field, FILE_FIELDS[field].refused);
  return `${MEDIA_PREFIX}${file.path}`;
}

/**
 * The columns the given fields set, each checked: the group among the editor's organizations and institutions, the
 * options among the site's lists, the topics and AI tools among those the editor may see, the files among the
 * editor's own uploads of the right kind. Topics, career stages and professional fields come from staff only.
 */
async function columnsOf(db: Database, user: AuthUser, body: PatchValues, current?: UseCaseRow): Promise<Columns> {
  if (!user.isStaff) {
    const staffField = USE_CASE_STAFF_FIELDS.find((field) => body[field] !== undefined);
    if (staffField) throw new HttpError(403, { field_errors: { [staffField]: [M.staffOnly] } });
  }
  const columns: Columns = {};
  if (body.title !== undefined) columns.title = body.title;
  if (body.description !== undefined) columns.description = body.description;
  if (body.reason !== undefined) columns.reason = body.reason;
  if (body.business_value !== undefined) columns.businessValue = body.business_value;
  if (body.complexity !== undefined) columns.complexity = body.complexity;
  if (body.innovation_category !== undefined) columns.innovationCategory = body.innovation_category;
  if (body.group !== undefined && body.group !== current?.groupId) {
    const allowed = await groupOptions(db, user.id);
    if (!allowed.some((group) => group.id === body.group)) throw fieldError('group', M.groupNotAllowed);
    columns.groupId = body.group;
  }
  if (body.categories !== undefined) columns.categories = categoryNames(body.categories);
  if (body.job_functions !== undefined) columns.jobFunctions = optionIds('job_functions', body.job_functions, OPTIONS.job_functions);
  if (body.professional_fields !== undefined) {
    columns.professionalFields = optionIds('professional_fields', body.professional_fields, OPTIONS.professional_fields);
  }
  if (body.career_stages !== undefined) columns.careerStages = optionIds('career_stages', body.career_stages, OPTIONS.career_stages);
  if (body.topics !== undefined) columns.topics = await topicIds(db, user, body.topics);
  if (body.ai_tools !== undefined) columns.aiTools = await approvedToolIds(db, body.ai_tools);
  for (const field of Object.keys(FILE_FIELDS) as (keyof typeof FILE_FIELDS)[]) {
    const fileId = body[field];
    if (fileId === undefined) continue;
    columns[FILE_FIELDS[field].column] = fileId === null ? null : await fileUrl(db, user, field, fileId);
  }
  return columns;
}

/** A submitted use case waits for review, except one staff submit, who review use cases themselves. */
export async function createUseCase(db: Database, user: AuthUser, body: CreateValues): Promise<UseCaseRow> {
  const columns = await columnsOf(db, user, body);
  const values = {
    ...columns,
    title: body.title,
    description: body.description,
    businessValue: body.business_value,
    complexity: body.complexity,
    innovationCategory: body.innovation_category,
    groupId: body.group,
    createdById: user.id,
    status: user.isStaff ? ('approved' as const) : ('pending' as const),
  };
  // Two use cases of the same title at once may pick the same slug: the unique index refuses the second, which retries.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(useCases)
        .values({ ...values, slug: await freeSlug(db, useCases, useCases.slug, body.title, 'use-case') })
        .returning();
      return row!;
    } catch (error) {
      if (attempt >= 2 || !String((error as { cause?: unknown }).cause ?? error).includes('use_cases_slug_key')) throw error;
    }
  }
}

/** The use case, when the member may change it: its author or staff. */
export async function loadEditableUseCase(db: Database, user: AuthUser, id: number): Promise<UseCaseRow> {
  const [row] = await db.select().from(useCases).where(eq(useCases.id, id));
  if (!row) throw notFound(AI_MESSAGES.pageNotFound);
  if (!user.isStaff && row.createdById !== user.id) throw new HttpError(403, { detail: M.notAllowedToEdit });
  return row;
}

/**
 * Applies the changes and drops the curation agent's last grade with them, in one transaction: a use case without a
 * grade is what the curation runs look for, so the changed text is graded again. An approved use case its author
 * changes stays approved and is marked changed, so its moderators look at the change.
 */
export async function updateUseCase(db: Database, user: AuthUser, current: UseCaseRow, body: PatchValues): Promise<void> {
  const columns = await columnsOf(db, user, body, current);
  if (!Object.keys(columns).length) return;
  const byAuthor = !user.isStaff && current.status === 'approved';
  await db.transaction(async (tx) => {
    await tx
      .update(useCases)
      .set(byAuthor ? { ...columns, changedSinceApprovalAt: sql`now()` } : columns)
      .where(eq(useCases.id, current.id));
    await tx.delete(useCaseReviews).where(eq(useCaseReviews.useCaseId, current.id));
  });
}
