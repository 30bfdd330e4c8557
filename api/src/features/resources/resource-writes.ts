import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_LEVEL_ROLES, RESOURCE_MESSAGES, ResourceValid, type ResourcePatchBody } from '@trellis/contracts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { freeSlug } from '../../db/free-slug.ts';
import { groupProfiles, groups, memberships, resources, topics, uploadedFiles } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';

export type ResourceRow = typeof resources.$inferSelect;
type PatchValues = z.output<typeof ResourcePatchBody>;

const fieldError = (field: string, message: string) => new HttpError(400, { field_errors: { [field]: [message] } });

/** Zod issues of a merged resource as the error shape: every message per field. */
function issuesToError(error: z.ZodError): HttpError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.') || 'non_field'] ??= []).push(issue.message);
  return new HttpError(400, { field_errors: fieldErrors });
}

export async function loadResource(db: Database, id: number): Promise<ResourceRow> {
  const [resource] = await db.select().from(resources).where(eq(resources.id, id));
  if (!resource) throw notFound(RESOURCE_MESSAGES.notFound);
  return resource;
}

/** An accepted member of the group, whatever the role. */
async function isAcceptedMember(db: Database, userId: number, groupId: number) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, userId), eq(memberships.status, 'accepted')));
  return Boolean(row);
}

/**
 * Whether the user may approve or reject the group's resources: staff, or a certified member who is an accepted admin
 * or leader of the organization the group belongs to (the same rule as `viewerReviews` in the reads).
 */
export async function reviewsGroup(db: Database, user: AuthUser, groupId: number | null): Promise<boolean> {
  if (user.isStaff) return true;
  if (groupId === null) return false;
  const [group] = await db.select({ id: groups.id, rootId: groups.rootGroupId }).from(groups).where(eq(groups.id, groupId));
  if (!group) return false;
  const [certified] = await db
    .select({ id: groupProfiles.id })
    .from(groupProfiles)
    .where(and(eq(groupProfiles.userId, user.id), eq(groupProfiles.isCertified, true)));
  if (!certified) return false;
  const [admin] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.groupId, group.rootId ?? group.id),
        eq(memberships.userId, user.id),
        eq(memberships.status, 'accepted'),
        inArray(memberships.role, [...ADMIN_LEVEL_ROLES]),
      ),
    );
  return Boolean(admin);
}

/** Attachments and the thumbnail must be files the author uploaded; the thumbnail an image. */
async function checkFiles(db: Database, authorId: number, fileIds: number[], thumbnailId: number | null) {
  const wanted = [...new Set([...fileIds, ...(thumbnailId === null ? [] : [thumbnailId])])];
  if (!wanted.length) return;
  const owned = await db
    .select({ id: uploadedFiles.id, mimeType: uploadedFiles.mimeType })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, wanted), eq(uploadedFiles.userId, authorId)));
  const mimeOf = new Map(owned.map((file) => [file.id, file.mimeType]));
  if (fileIds.some((id) => !mimeOf.has(id))) throw fieldError('files', RESOURCE_MESSAGES.notYourFile);
  if (thumbnailId !== null) {
    const mime = mimeOf.get(thumbnailId);
    if (!mime) throw fieldError('thumbnail_image', RESOURCE_MESSAGES.notYourFile);
    if (!mime.startsWith('image/')) throw fieldError('thumbnail_image', RESOURCE_MESSAGES.thumbnailNotImage);
  }
}

/** Topics must exist and be visible to the author (approved, or their own awaiting approval). */
async function checkTopics(db: Database, authorId: number, topicIds: number[]) {
  const found = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(inArray(topics.id, topicIds), or(isNull(topics.pendingAuthorId), eq(topics.pendingAuthorId, authorId))));
  if (found.length !== new Set(topicIds).size) throw fieldError('topics', 'Choose topics from the list.');
}

const columnsOf = (resource: ResourceValid) => ({
  title: resource.title,
  content: resource.content,
  source: resource.source,
  subType: resource.source ? 'external' : null,
  securityLevel: resource.security_level,
  publishToKhub: resource.publish_to_khub,
  isPremium: resource.is_premium,
  files: resource.files,
  thumbnailFileId: resource.thumbnail_image,
  topics: resource.topics,
  topicArea: resource.topic_area,
  careerStages: resource.career_stages,
});

/**
 * A member's contribution to a group they belong to. It waits for review, unless its author may review the
 * group's resources themselves.
 */
export async function createResource(db: Database, user: AuthUser, resource: ResourceValid): Promise<ResourceRow> {
  if (!user.isStaff && !(await isAcceptedMember(db, user.id, resource.group))) {
    throw new HttpError(403, { field_errors: { group: [RESOURCE_MESSAGES.groupNotJoined] } });
  }
  await checkTopics(db, user.id, resource.topics);
  await checkFiles(db, user.id, resource.files, resource.thumbnail_image);
  const status = (await reviewsGroup(db, user, resource.group)) ? 'approved' : 'pending';
  for (let attempt = 0; ; attempt += 1) {
    try {
      const titleSlug = await freeSlug(db, resources, resources.titleSlug, resource.title, 'resource');
      const [row] = await db
        .insert(resources)
        .values({ ...columnsOf(resource), titleSlug, groupId: resource.group, createdById: user.id, status })
        .returning();
      return row!;
    } catch (error) {
      if (attempt >= 2 || !String((error as { cause?: unknown }).cause ?? error).includes('resources_title_slug_key')) throw error;
    }
  }
}

/** The stored resource as the form would send it, so a change is checked against the whole resource. */
function formValues(resource: ResourceRow) {
  return {
    title: resource.title,
    content: resource.content,
    source: resource.source ?? '',
    security_level: resource.securityLevel === 0 ? (0 as const) : (20 as const),
    publish_to_khub: resource.publishToKhub,
    is_premium: resource.isPremium,
    files: resource.files,
    thumbnail_image: resource.thumbnailFileId,
    topics: resource.topics,
    topic_area: resource.topicArea ?? 0,
    career_stages: resource.careerStages,
    group: resource.groupId ?? 0,
  };
}

/**
 * The author's edit, checked on the merged resource. An edit by an author who cannot review the group's resources
 * goes back to review, so nothing unreviewed is ever shown as approved.
 */
export async function updateResource(
  db: Database,
  user: AuthUser,
  resource: ResourceRow,
  change: PatchValues,
): Promise<'approved' | 'pending'> {
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const merged = ResourceValid.safeParse({ ...formValues(resource), ...defined });
  if (!merged.success) throw issuesToError(merged.error);
  if (change.topics) await checkTopics(db, user.id, merged.data.topics);
  await checkFiles(db, user.id, change.files ? merged.data.files : [], change.thumbnail_image ? merged.data.thumbnail_image : null);
  const status = (await reviewsGroup(db, user, resource.groupId)) ? 'approved' : 'pending';
  await db
    .update(resources)
    .set({ ...columnsOf(merged.data), status, lastEditedAt: new Date() })
    .where(eq(resources.id, resource.id));
  return status;
}

/** Approves or rejects a resource that is not approved yet. */
export async function reviewResource(db: Database, resource: ResourceRow, action: 'approve' | 'reject') {
  if (resource.status === 'approved') throw new HttpError(409, { detail: RESOURCE_MESSAGES.alreadyApproved });
  const status = action === 'approve' ? 'approved' : 'rejected';
  const [row] = await db
    .update(resources)
    .set({ status })
    .where(and(eq(resources.id, resource.id), eq(resources.status, resource.status)))
    .returning({ id: resources.id });
  // Another reviewer decided in between: their decision stands.
  if (!row) throw new HttpError(409, { detail: RESOURCE_MESSAGES.alreadyApproved });
}

/** The groups a member may contribute to, by name: the ones they are an accepted member of. */
export async function contributableGroups(db: Database, userId: number) {
  return db
    .select({ id: groups.id, name: groups.name, name_slug: groups.nameSlug, group_type: groups.groupType })
    .from(groups)
    .innerJoin(memberships, and(eq(memberships.groupId, groups.id), eq(memberships.userId, userId), eq(memberships.status, 'accepted')))
    .orderBy(groups.name, groups.id);
}
