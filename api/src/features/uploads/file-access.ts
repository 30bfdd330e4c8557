import { sql } from 'drizzle-orm';
import { ADMIN_LEVEL_ROLES } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { visibleToViewer as postVisible } from '../contents/content-reads.ts';
import { viewerAdministers } from '../jobs/job-json.ts';
import { resourceVisible, viewerOpensFiles } from '../resources/resource-json.ts';
import { MEDIA_PREFIX } from './storage.ts';

/** Who may open a stored file, as the media route asks on every download. */
export type FileAccess = {
  /** Something shows the file only to some readers, and nothing shows it to everybody. */
  restricted: boolean;
  /** The requester may read one of the things that show the file. */
  allowed: boolean;
  /** Every restriction is a premium resource's lock, whose refusal names the plans. */
  premiumOnly: boolean;
};

const adminRoles = sql.raw(ADMIN_LEVEL_ROLES.map((role) => `'${role}'`).join(', '));

/**
 * Who reads the resume of the member `o` (a profiles row): the member, staff, the administrators of a group they
 * applied to join (whatever became of it; following a group is no application), and the poster and administrators of
 * a job they applied to, who read their applications.
 */
const resumeReaders = sql`(viewer.id = o.user_id or coalesce(viewer.is_staff, false)
    or exists (select 1 from memberships om join memberships am on am.group_id = om.group_id
      where om.user_id = o.user_id and om.membership_type = 'member'
        and am.user_id = viewer.id and am.status = 'accepted' and am.role in (${adminRoles}))
    or exists (select 1 from job_applications a join jobs j on j.id = a.job_id
      where a.user_id = o.user_id and (j.created_by_id = viewer.id or ${viewerAdministers()})))`;

/**
 * Which rows show the stored file `name` and whether `userId` (null for nobody) may open it, in one statement. Each
 * row that shows the file is open to everybody or to the readers of that row: a post by its security level, a
 * resource by its security level and premium lock (its thumbnail by the first only), a resume never. A file some
 * row shows openly stays open; one that only restricted rows show opens for a reader of any of them; one no row
 * shows (a picture, a logo, a use case's media) is open.
 */
export async function fileAccess(db: Database, name: string, userId: number | null): Promise<FileAccess> {
  const [row] = await rawRows<FileAccess>(
    db,
    sql`with file as (select id from uploaded_files where path = ${name}),
      viewer as (select u.id, u.is_staff from (select 1) one
        left join users u on u.id = ${userId ?? 0}::int and u.is_active),
      shown as (
        select p.security_level = 0 as open, false as premium, ${postVisible} as allowed
          from posts p cross join viewer where p.files && array(select id from file)
        union all
        select r.security_level = 0 and not r.is_premium, r.is_premium, ${viewerOpensFiles}
          from resources r left join groups g on g.id = r.group_id cross join viewer
          where r.files && array(select id from file)
        union all
        select r.security_level = 0, false, ${resourceVisible}
          from resources r left join groups g on g.id = r.group_id cross join viewer
          where r.thumbnail_file_id in (select id from file)
        union all
        select false, false, ${resumeReaders}
          from profiles o cross join viewer where o.resume = ${MEDIA_PREFIX + name})
      select coalesce(bool_or(not open) and not bool_or(open), false) as restricted,
        coalesce(bool_or(allowed) filter (where not open), false) as allowed,
        coalesce(bool_and(premium) filter (where not open), false) as "premiumOnly"
      from shown`,
  );
  return row!;
}
