import { and, eq, sql } from 'drizzle-orm';
import { PROGRAM_FORM_MESSAGES, type GroupBrief, type ParentOptions } from '@trellis/contracts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { groupProfiles, groups, memberships, profiles, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

const text = PROGRAM_FORM_MESSAGES;
/** Staff may pick any approved organization or institution; the list stops here. */
const MAX_PARENTS = 100;

/**
 * Where a user may create a circle or an event, and why not when nowhere, in one statement: the organizations and
 * institutions they administer (accepted admin or leader; every approved one for staff), and their certifications.
 * Events need a certified group profile; circles need a circle leadership certification; staff need neither.
 */
export async function parentOptions(db: Database, user: AuthUser, groupType: 'circle' | 'event'): Promise<ParentOptions> {
  const parents = sql<GroupBrief[]>`coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'name_slug', p.name_slug,
      'group_type', p.group_type) order by p.name) from (select g.id, g.name, g.name_slug, g.group_type from ${groups} as g
      where g.group_type in ('organization', 'institution') and g.pending_author_id is null
        and (${user.isStaff}::boolean or exists (select 1 from ${memberships} as m where m.group_id = g.id and m.user_id = ${user.id}
          and m.status = 'accepted' and m.role in ('admin', 'leader')))
      order by g.name limit ${MAX_PARENTS}) as p), '[]'::json)`;
  const [row] = await db
    .select({
      parents,
      certified: sql<boolean>`coalesce((select gp.is_certified from ${groupProfiles} as gp where gp.user_id = ${user.id}), false)`,
      leadership: sql<boolean>`exists (select 1 from ${profiles} as pr where pr.user_id = ${user.id} and pr.leadership_certification_level is not null)`,
    })
    .from(users)
    .where(eq(users.id, user.id));
  const data = row?.parents ?? [];
  const certified = user.isStaff || (groupType === 'event' ? row?.certified : row?.leadership);
  if (!certified) return { data: [], reason: groupType === 'event' ? text.eventNeedsCertification : text.circleNeedsCertification };
  return { data, reason: data.length ? null : text.noParents };
}

/** Refuses the creation unless the parent is among the user's options (see parentOptions). */
export async function requireCreationRight(db: Database, user: AuthUser, groupType: 'circle' | 'event', parentId: number) {
  const options = await parentOptions(db, user, groupType);
  if (options.reason && !options.data.length && options.reason !== text.noParents) throw new HttpError(403, { detail: options.reason });
  if (options.data.some((parent) => parent.id === parentId)) return;
  // Staff see at most MAX_PARENTS options; any other approved organization or institution is theirs to pick too.
  if (user.isStaff) {
    const [parent] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(
        and(eq(groups.id, parentId), sql`${groups.groupType} in ('organization', 'institution')`, sql`${groups.pendingAuthorId} is null`),
      );
    if (parent) return;
  }
  throw new HttpError(400, { field_errors: { parent_group: [text.parentNotAllowed] } });
}
