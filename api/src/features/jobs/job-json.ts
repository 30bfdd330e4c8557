import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_LEVEL_ROLES, type Job } from '@trellis/contracts';
import { isoTimestamp } from '../../db/sql-json.ts';

const adminRoles = sql.raw(ADMIN_LEVEL_ROLES.map((role) => `'${role}'`).join(', '));

/**
 * Whether `viewer` administers the job `j`: staff, or an accepted admin or leader of the job's organization. The
 * groups the viewer runs depend on the viewer alone, so PostgreSQL hashes them once per statement rather than
 * probing memberships for every job a list reads.
 */
export const viewerAdministers = (job: SQL = sql`j`) =>
  sql`(coalesce(viewer.is_staff, false) or ${job}.group_id in (select am.group_id from memberships am
    where am.user_id = viewer.id and am.status = 'accepted' and am.role in (${adminRoles})))`;

/** The skill names of a job in the order it lists them; a skill awaiting approval shows to its author only. */
const skillsDetailed = sql`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by array_position(j.skills, t.id))
    from topics t where t.id = any(j.skills) and (t.pending_author_id is null or t.pending_author_id = viewer.id)), '[]'::json)`;

/**
 * One job as JSON in the contract's names, from `j` (a jobs row) and `g` (its group) beside `viewer`: the viewer's
 * application and, for its administrators, the number of applicants.
 */
export const jobJson = sql<Job>`json_build_object(
    'id', j.id,
    'slug', j.slug,
    'title', j.title,
    'description', j.description,
    'requirements', j.requirements,
    'job_type', j.job_type,
    'job_location', j.job_location,
    'address', j.address,
    'job_status', j.job_status,
    'is_featured', j.is_featured,
    'is_administrator', ${viewerAdministers()},
    'application_open_date', ${isoTimestamp(sql`j.application_open_date`)},
    'application_close_date', ${isoTimestamp(sql`j.application_close_date`)},
    'created_at', ${isoTimestamp(sql`j.created_at`)},
    'career_stages', to_json(j.career_stages),
    'skills', to_json(j.skills),
    'skills_detailed', ${skillsDetailed},
    'countries', j.countries,
    'group', json_build_object('id', g.id, 'name', g.name, 'name_slug', g.name_slug, 'image', g.logo),
    'status', (select a.status from job_applications a where a.job_id = j.id and a.user_id = viewer.id),
    'total_applicants', case when ${viewerAdministers()} then (select count(*)::int from job_applications a where a.job_id = j.id) end
  )`;
