import { and, eq, inArray, ne } from 'drizzle-orm';
import type { OrganizationBrief, OrganizationSummary } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { groups, memberships } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { listUserOrganizations } from '../identity/user-organizations.ts';
import { visibleTo } from '../submissions/visibility.ts';

/** Only organizations and institutions are switched to and joined here; circles and events have their own flows. */
const SWITCHABLE_TYPES = ['organization', 'institution'] as const;

type GroupRow = typeof groups.$inferSelect;

export function toBrief(group: GroupRow): OrganizationBrief {
  return {
    id: group.id,
    name: group.name,
    name_slug: group.nameSlug,
    logo: group.logo,
    description: group.description,
    domain: group.domain,
    group_type: group.groupType,
    publicity: group.publicity,
  };
}

/** An organization or institution `viewerId` may see (another member's institution awaiting approval is not one). */
export async function findOrganization(db: Database, groupId: number, viewerId: number | null): Promise<GroupRow> {
  const [group] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), inArray(groups.groupType, [...SWITCHABLE_TYPES]), visibleTo(groups.pendingAuthorId, viewerId)));
  if (!group) throw notFound();
  return group;
}

/** The user's view of an organization they belong to, or 403 when they are not an accepted member. */
export async function acceptedOrganization(db: Database, userId: number, groupId: number): Promise<OrganizationSummary> {
  const organization = (await listUserOrganizations(db, userId)).find((org) => org.id === groupId);
  if (!organization || organization.membership_status !== 'accepted' || organization.membership_type !== 'member') throw forbidden();
  return organization;
}

/**
 * Joins an organization: open ones accept at once, closed ones wait for an
 * admin; private ones are joined by invitation only. Joining again keeps the
 * membership as it is, and a rejected request stays rejected.
 */
export async function joinOrganization(db: Database, userId: number, group: GroupRow): Promise<OrganizationSummary> {
  const [existing] = await db
    .select({ status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.groupId, group.id)));
  if (existing?.status === 'rejected') throw forbidden();
  if (!existing) {
    if (group.privacy !== 0) throw forbidden();
    const accepted = group.publicity === 'open';
    await db
      .insert(memberships)
      .values({ userId, groupId: group.id, status: accepted ? 'accepted' : 'pending', joinedAt: accepted ? new Date() : null })
      .onConflictDoNothing();
  }
  const joined = (await listUserOrganizations(db, userId)).find((org) => org.id === group.id);
  if (!joined) throw notFound();
  return joined;
}

/** Makes one accepted membership the user's default, in one transaction so there is never none or two. */
export async function makeDefault(db: Database, userId: number, groupId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(memberships)
      .set({ isDefault: false })
      .where(and(eq(memberships.userId, userId), eq(memberships.isDefault, true), ne(memberships.groupId, groupId)));
    await tx
      .update(memberships)
      .set({ isDefault: true })
      .where(and(eq(memberships.userId, userId), eq(memberships.groupId, groupId)));
  });
}
