import { and, eq } from 'drizzle-orm';
import { GOOGLE_CLASSROOM_MESSAGES } from '@trellis/contracts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { groupProfiles } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { isGroupAdmin, loadGroup, type GroupRow } from '../groups-membership/group-access.ts';
import { findSite } from '../site-config/site-lookup.ts';

const text = GOOGLE_CLASSROOM_MESSAGES;

export type SyncableCircle = GroupRow & { googleClassroomId: string };

async function isCertified(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: groupProfiles.id })
    .from(groupProfiles)
    .where(and(eq(groupProfiles.userId, userId), eq(groupProfiles.isCertified, true)));
  return Boolean(row);
}

/**
 * The rules under which the circle page offers 'Sync from Google Classroom', checked again here: the caller is a
 * certified administrator of the group (staff count as administrators, and need the certification too), the site's
 * default organization has Classroom access, the group is a top-level circle (one of that organization's own, not of
 * a sub-organization or another organization), and it names its course. Who may not gets 403; a group that cannot
 * sync gets 400 with the reason.
 */
export async function requireSyncableCircle(
  db: Database,
  user: AuthUser,
  groupId: number,
  host: string | undefined,
): Promise<SyncableCircle> {
  const group = await loadGroup(db, groupId, user.id);
  if (!(await isGroupAdmin(db, user, group.id)) || !(await isCertified(db, user.id)))
    throw new HttpError(403, { detail: text.notCertifiedAdmin });
  const organization = (await findSite(db, host))?.organization ?? null;
  if (!organization?.classroom_access) throw new HttpError(403, { detail: text.noAccess });
  if (group.groupType !== 'circle' || group.parentGroupId !== organization.id)
    throw new HttpError(400, { non_field_errors: [text.notTopLevelCircle] });
  if (!group.googleClassroomId) throw new HttpError(400, { non_field_errors: [text.noCourse] });
  return { ...group, googleClassroomId: group.googleClassroomId };
}
