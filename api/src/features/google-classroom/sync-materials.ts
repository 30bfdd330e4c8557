import { and, eq, inArray } from 'drizzle-orm';
import { GOOGLE_CLASSROOM_LIMITS, GOOGLE_CLASSROOM_MESSAGES, type GoogleClassroomMaterialsAnswer } from '@trellis/contracts';
import { LIMITS } from '@trellis/contracts/constants';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { freeSlug } from '../../db/free-slug.ts';
import { googleClassroomMaterials, resources } from '../../db/schema/index.ts';
import { reviewsGroup } from '../resources/resource-writes.ts';
import type { ClassroomApi, ClassroomMaterial } from './classroom-api.ts';
import type { SyncableCircle } from './sync-rights.ts';

/** Classroom materials are the course's: a synced resource is private to the circle's members. */
const PRIVATE_TO_GROUP = 20;

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value);

/** The resource's text: the material's description, then each attachment's title and address on a line of its own. */
function contentOf(material: ClassroomMaterial): string {
  const lines = material.attachments.map((attachment) => `${attachment.title}: ${attachment.url}`);
  const text = [material.description, ...(lines.length ? ['Attachments:', ...lines] : [])].filter(Boolean).join('\n');
  return cut(text, LIMITS.longText);
}

function isSlugClash(error: unknown): boolean {
  return String((error as { cause?: unknown }).cause ?? error).includes('resources_title_slug_key');
}

/**
 * Makes one material a resource of the circle, unless a sync (this one racing another too) did already: the material's
 * row is claimed first, and a claimed material is left alone, even when its resource was deleted since. A title slug
 * taken by a concurrent writer is retried with the next free one.
 */
async function addMaterial(db: Database, circle: SyncableCircle, material: ClassroomMaterial, authorId: number, approved: boolean) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(googleClassroomMaterials)
          .values({ groupId: circle.id, materialId: material.id })
          .onConflictDoNothing()
          .returning({ id: googleClassroomMaterials.id });
        if (!claimed) return false;
        const title = cut(material.title, LIMITS.shortText);
        const titleSlug = await freeSlug(tx, resources, resources.titleSlug, title, 'resource');
        const source = material.link ?? material.attachments[0]?.url ?? null;
        const [resource] = await tx
          .insert(resources)
          .values({
            title,
            titleSlug,
            content: contentOf(material),
            source,
            subType: source ? 'external' : null,
            securityLevel: PRIVATE_TO_GROUP,
            groupId: circle.id,
            createdById: authorId,
            status: approved ? 'approved' : 'pending',
          })
          .returning({ id: resources.id });
        await tx.update(googleClassroomMaterials).set({ resourceId: resource!.id }).where(eq(googleClassroomMaterials.id, claimed.id));
        return true;
      });
    } catch (error) {
      if (attempt >= 2 || !isSlugClash(error)) throw error;
    }
  }
}

/**
 * Loads the course's published materials (up to the limit) as the circle's resources, each once. They are approved at
 * once when the administrator may review the group's resources, and wait for review otherwise, as any contribution.
 */
export async function syncMaterials(
  db: Database,
  api: ClassroomApi,
  user: AuthUser,
  circle: SyncableCircle,
): Promise<GoogleClassroomMaterialsAnswer> {
  const { items, truncated } = await api.materials(circle.googleClassroomId, GOOGLE_CLASSROOM_LIMITS.materials);
  const unique = [...new Map(items.map((material) => [material.id, material])).values()];
  const known = unique.length
    ? await db
        .select({ materialId: googleClassroomMaterials.materialId })
        .from(googleClassroomMaterials)
        .where(
          and(
            eq(googleClassroomMaterials.groupId, circle.id),
            inArray(
              googleClassroomMaterials.materialId,
              unique.map((material) => material.id),
            ),
          ),
        )
    : [];
  const synced = new Set(known.map((row) => row.materialId));
  const approved = await reviewsGroup(db, user, circle.id);
  let added = 0;
  for (const material of unique) {
    if (!synced.has(material.id) && (await addMaterial(db, circle, material, user.id, approved))) added += 1;
  }
  return { message: GOOGLE_CLASSROOM_MESSAGES.materialsSynced(added), added, already_synced: unique.length - added, truncated };
}
