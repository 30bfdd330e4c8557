import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_LEVEL_ROLES } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { groups, memberships } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { visibleTo } from '../submissions/visibility.ts';

export type GroupRow = typeof groups.$inferSelect;

/** A group the viewer may see: an institution awaiting approval exists for its author only. */
export async function loadGroup(db: Database, id: number, viewerId: number): Promise<GroupRow> {
  const [group] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, id), visibleTo(groups.pendingAuthorId, viewerId)));
  if (!group) throw notFound(MESSAGES.groupMembership.groupNotFound);
  return group;
}

/** A group charges its members when it has a price above zero. */
export const isPaid = (group: GroupRow) => (group.priceCents ?? 0) > 0;

export const noPermission = () => new HttpError(403, { detail: MESSAGES.groupMembership.noPermission });

/** Staff, or an accepted admin or leader of this very group; an administrator of another group is not one. */
export async function isGroupAdmin(db: Database, user: AuthUser, groupId: number): Promise<boolean> {
  if (user.isStaff) return true;
  const [admin] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.groupId, groupId),
        eq(memberships.userId, user.id),
        eq(memberships.status, 'accepted'),
        inArray(memberships.role, [...ADMIN_LEVEL_ROLES]),
      ),
    );
  return Boolean(admin);
}

/** Refuses anyone but the group's administrators (see isGroupAdmin). */
export async function requireGroupAdmin(db: Database, user: AuthUser, groupId: number): Promise<void> {
  if (!(await isGroupAdmin(db, user, groupId))) throw noPermission();
}

/** The accepted admins and leaders of a group, who hear about requests, departures and payments. */
export async function groupAdminIds(db: Database, groupId: number, except?: number): Promise<number[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.status, 'accepted'), inArray(memberships.role, [...ADMIN_LEVEL_ROLES])));
  return rows.map((row) => row.userId).filter((id) => id !== except);
}
