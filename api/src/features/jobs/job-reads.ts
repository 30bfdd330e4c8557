import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Job, JobListQuery } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase, perDatabaseAndKey } from '../../db/prepared.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { jobJson, viewerAdministers, viewerSource } from './job-json.ts';

export type ListQuery = z.output<typeof JobListQuery>;

/** Which statuses a list keeps to, before the filters: only approved jobs are anyone's to see. */
function statusCondition(query: ListQuery): { key: string; where: SQL } {
  if (query.job_status === 'approved') return { key: 'approved', where: sql`j.job_status = 'approved'` };
  if (query.job_status) return { key: 'status', where: sql`j.job_status = ${sql.placeholder('jobStatus')} and ${viewerAdministers()}` };
  if (query.view_all) return { key: 'all', where: sql`(j.job_status = 'approved' or ${viewerAdministers()})` };
  return { key: 'approved', where: sql`j.job_status = 'approved'` };
}

/** The filters a query names, each as a condition with placeholders; `key` names the combination. */
function listConditions(query: ListQuery): { key: string; where: SQL } {
  const status = statusCondition(query);
  const parts: [string, SQL][] = [[status.key, status.where]];
  if (query.group_id !== undefined) parts.push(['group', sql`j.group_id = ${sql.placeholder('groupId')}`]);
  if (query.search) parts.push(['search', sql`j.title ilike ${sql.placeholder('search')}`]);
  if (query.job_type) parts.push(['type', sql`j.job_type = ${sql.placeholder('jobType')}`]);
  if (query.job_location) parts.push(['location', sql`j.job_location = ${sql.placeholder('jobLocation')}`]);
  if (query.country) parts.push(['country', sql`j.countries @> jsonb_build_array(${sql.placeholder('country')}::text)`]);
  if (query.skill !== undefined) parts.push(['skill', sql`${sql.placeholder('skill')}::int = any(j.skills)`]);
  if (query.open) parts.push(['open', sql`(j.application_close_date is null or j.application_close_date > now())`]);
  return {
    key: parts.map(([name]) => name).join('_'),
    where: sql.join(
      parts.map(([, condition]) => condition),
      sql` and `,
    ),
  };
}

/**
 * One page of the board with its total, newest first, and the caller's standing, in one statement per combination
 * of filters: a statement with exactly the filters asked lets the planner read the approved board off
 * jobs_status_created_idx (and one organization's off jobs_group_created_idx) instead of testing unused filters.
 */
function listStatement(db: Database, key: string, where: SQL) {
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      count: sql<number>`(select count(*)::int from jobs j where ${where})`,
      data: sql<Job[]>`coalesce((select json_agg(${jobJson} order by j.created_at desc, j.id desc)
        from (select * from jobs j where ${where} order by j.created_at desc, j.id desc
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) j
        join groups g on g.id = j.group_id), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare(`jobs_list_${key}`);
}

const listStatements = perDatabaseAndKey(listStatement);

export async function listJobs(db: Database, query: ListQuery, access: { userId: number; sessionId: string }, pageSize: number) {
  const { key, where } = listConditions(query);
  const statement = listStatements(db, key, where);
  const [row] = await statement.execute({
    ...access,
    jobStatus: query.job_status,
    groupId: query.group_id,
    search: query.search ? likePattern(query.search) : undefined,
    jobType: query.job_type,
    jobLocation: query.job_location,
    country: query.country,
    skill: query.skill,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  return row!;
}

/** One job the caller may see (approved, or one they administer), with their standing; `job` is null otherwise. */
function jobStatement(db: Database, name: string, match: SQL) {
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      job: sql<Job | null>`(select ${jobJson} from jobs j join groups g on g.id = j.group_id
        where ${match} and (j.job_status = 'approved' or ${viewerAdministers()}))`,
    })
    .from(viewerSource)
    .prepare(name);
}

export const jobBySlug = perDatabase((db) => jobStatement(db, 'jobs_by_slug', sql`j.slug = ${sql.placeholder('slug')}`));
export const jobById = perDatabase((db) => jobStatement(db, 'jobs_by_id', sql`j.id = ${sql.placeholder('id')}`));
