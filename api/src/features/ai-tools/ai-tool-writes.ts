import { and, eq, inArray, like, or } from 'drizzle-orm';
import { AI_MESSAGES, AI_TOOL_LOGO_BYTES, type AiToolCreateBody, type AiToolPatchBody } from '@trellis/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { aiTools, groups, memberships, uploadedFiles } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { slugify } from '../../text/slugify.ts';
import { MEDIA_PREFIX } from '../uploads/storage.ts';
import { AITOOL_CATEGORIES } from '../site-config/options.ts';
import { hasText, sanitizeDescription } from './sanitize-description.ts';

type CreateValues = z.output<typeof AiToolCreateBody>;
type PatchValues = z.output<typeof AiToolPatchBody>;
export type AiToolRow = typeof aiTools.$inferSelect;

const fieldError = (field: string, message: string) => new HttpError(400, { field_errors: { [field]: [message] } });

/** The organizations and institutions a member may name as an AI tool's group: those they are an accepted member of. */
export async function groupOptions(db: Database, userId: number) {
  return db
    .selectDistinct({ id: groups.id, name: groups.name, name_slug: groups.nameSlug, image: groups.logo })
    .from(groups)
    .innerJoin(memberships, eq(memberships.groupId, groups.id))
    .where(
      and(eq(memberships.userId, userId), eq(memberships.status, 'accepted'), inArray(groups.groupType, ['organization', 'institution'])),
    )
    .orderBy(groups.name, groups.id);
}

async function checkGroup(db: Database, user: AuthUser, groupId: number) {
  const allowed = await groupOptions(db, user.id);
  if (!allowed.some((group) => group.id === groupId)) throw fieldError('group', AI_MESSAGES.groupNotAllowed);
}

/** The categories as the site lists them, each once; an unknown one is refused. */
function checkedCategories(categories: readonly string[]): string[] {
  const known = new Set(AITOOL_CATEGORIES.map((option) => option.name));
  const unique = [...new Set(categories)];
  if (unique.some((name) => !known.has(name))) throw fieldError('categories', AI_MESSAGES.unknownCategory);
  return unique;
}

/** The address of an image the member uploaded, no heavier than a logo may be. */
async function logoUrl(db: Database, user: AuthUser, fileId: number): Promise<string> {
  const [file] = await db
    .select({ path: uploadedFiles.path, mime: uploadedFiles.mimeType, size: uploadedFiles.sizeBytes })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, user.id)));
  if (!file || !file.mime.startsWith('image/')) throw fieldError('logo', AI_MESSAGES.logoNotAnImage);
  if (file.size > AI_TOOL_LOGO_BYTES) throw fieldError('logo', AI_MESSAGES.logoTooLarge);
  return `${MEDIA_PREFIX}${file.path}`;
}

function checkedDescription(html: string): string {
  const safe = sanitizeDescription(html);
  if (!hasText(safe)) throw fieldError('description', AI_MESSAGES.required);
  return safe;
}

/** The name's slug, with a number after it when another tool has it already. */
async function freeSlug(db: Database, name: string): Promise<string> {
  const base = slugify(name) || 'ai-tool';
  const taken = new Set(
    (
      await db
        .select({ slug: aiTools.slug })
        .from(aiTools)
        .where(or(eq(aiTools.slug, base), like(aiTools.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** A submitted tool waits for review, except one staff submit, who review tools themselves. */
export async function createAiTool(db: Database, user: AuthUser, body: CreateValues): Promise<AiToolRow> {
  await checkGroup(db, user, body.group);
  const values = {
    name: body.name,
    description: checkedDescription(body.description),
    groupId: body.group,
    categories: checkedCategories(body.categories),
    logo: body.logo ? await logoUrl(db, user, body.logo) : null,
    website: body.website || null,
    roles: [...new Set(body.roles ?? [])],
    createdById: user.id,
    status: user.isStaff ? ('approved' as const) : ('pending' as const),
  };
  // Two tools of the same name at once may pick the same slug: the unique index refuses the second, which retries.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(aiTools)
        .values({ ...values, slug: await freeSlug(db, body.name) })
        .returning();
      return row!;
    } catch (error) {
      if (attempt >= 2 || !String((error as { cause?: unknown }).cause ?? error).includes('ai_tools_slug_key')) throw error;
    }
  }
}

/** The tool, when the member may change it: its author or staff. */
export async function loadEditableTool(db: Database, user: AuthUser, id: number): Promise<AiToolRow> {
  const [tool] = await db.select().from(aiTools).where(eq(aiTools.id, id));
  if (!tool) throw notFound(AI_MESSAGES.pageNotFound);
  if (!user.isStaff && tool.createdById !== user.id) throw new HttpError(403, { detail: AI_MESSAGES.notAllowedToEdit });
  return tool;
}

export async function updateAiTool(db: Database, user: AuthUser, tool: AiToolRow, body: PatchValues): Promise<void> {
  const changes: Partial<typeof aiTools.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.description !== undefined) changes.description = checkedDescription(body.description);
  if (body.group !== undefined && body.group !== tool.groupId) {
    await checkGroup(db, user, body.group);
    changes.groupId = body.group;
  }
  if (body.categories !== undefined) changes.categories = checkedCategories(body.categories);
  if (body.logo !== undefined) changes.logo = body.logo === null ? null : await logoUrl(db, user, body.logo);
  if (body.website !== undefined) changes.website = body.website || null;
  if (body.roles !== undefined) changes.roles = [...new Set(body.roles)];
  if (Object.keys(changes).length) await db.update(aiTools).set(changes).where(eq(aiTools.id, tool.id));
}
