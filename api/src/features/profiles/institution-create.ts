import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { InstitutionCreated } from '@trellis/contracts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { groups } from '../../db/schema/index.ts';
import { slugify } from '../../text/slugify.ts';
import { visibleTo } from '../submissions/visibility.ts';

/**
 * An institution typed as free text in the profile form: one of that name the member can see is reused (created:
 * false); otherwise a new one only its author sees until staff approve it (staff additions are approved at once).
 */
export async function createInstitution(
  db: Database,
  user: AuthUser,
  name: string,
): Promise<{ created: boolean; institution: z.infer<typeof InstitutionCreated> }> {
  // Another member's proposal of the same name stays unseen: this member gets a proposal of their own.
  const [existing] = await db
    .select({ id: groups.id, name: groups.name, name_slug: groups.nameSlug })
    .from(groups)
    .where(and(eq(groups.groupType, 'institution'), eq(groups.name, name), visibleTo(groups.pendingAuthorId, user.id)))
    .orderBy(sql`${groups.pendingAuthorId} nulls first`)
    .limit(1);
  if (existing) return { created: false, institution: { ...existing, group_type: 'institution' } };
  const base = slugify(name) || 'institution';
  const [taken] = await db.select({ id: groups.id }).from(groups).where(eq(groups.nameSlug, base));
  const [created] = await db
    .insert(groups)
    .values({
      name,
      nameSlug: taken ? `${base}-${Date.now().toString(36)}` : base,
      groupType: 'institution',
      pendingAuthorId: user.isStaff ? null : user.id,
    })
    .returning({ id: groups.id, name: groups.name, name_slug: groups.nameSlug });
  return { created: true, institution: { ...created!, group_type: 'institution' } };
}
