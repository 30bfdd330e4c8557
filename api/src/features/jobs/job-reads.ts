import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Job, JobListQuery } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase, perDatabaseAndKey } from '../../db/prepared.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { jobJson, viewerAdministers } from './job-json.ts';
import { viewerSource } from '../../auth/viewer-source.ts';

export type ListQuery = z.output<typeof JobListQuery>;

/** Which statuses a list keeps to, before the filters: only approved jobs are anyone's to see. `t` holds job_status and group_id. */
function statusCondition(query: ListQuery, t: SQL): { key: string; where: SQL } {
  if (query.job_status === 'approved') return { key: 'approved', where: sql`${t}.job_status = 'approved'` };
  if (query.job_status) return { key: 'status', where: sql`${t}.job_status = ${sql.placeholder('jobStatus')} and ${viewerAdministers(t)}` };
  if (query.view_all) return { key: 'all', where: sql`(${t}.job_status = 'approved' or ${viewerAdministers(t)})` };
  return { key: 'approved', where: sql`${t}.job_status = 'approved'` };
}

/**
 * The total of a list filtered by status and organization alone, from job_counts (kept by triggers on jobs): a sum
 * over a few rows whatever the board holds. Other filters count the matching jobs.
 */
function keptTotal(query: ListQuery): SQL {
  const group = query.group_id === undefined ? sql`` : sql` and c.group_id = ${sql.placeholder('groupId')}`;
  return sql`(select coalesce(sum(c.jobs), 0)::int from job_counts c where ${statusCondition(query, sql`c`).where}${group})`;
}

/**
 * The filters a query names, each as a condition with placeholders; `key` names the combination, `total` is how the
 * statement counts the list.
 */
function listConditions(query: ListQuery): { key: string; where: SQL; total: SQL } {
  const status = statusCondition(query, sql`j`);
  const parts: [string, SQL][] = [[status.key, status.where]];
  if (query.group_id !== undefined) parts.push(['group', sql`j.group_id = ${sql.placeholder('groupId')}`]);
  if (query.search) parts.push(['search', sql`j.title ilike ${sql.placeholder('search')}`]);
  if (query.job_type) parts.push(['type', sql`j.job_type = ${sql.placeholder('jobType')}`]);
  if (query.job_location) parts.push(['location', sql`j.job_location = ${sql.placeholder('jobLocation')}`]);
  if (query.country) parts.push(['country', sql`j.countries @> jsonb_build_array(${sql.placeholder('country')}::text)`]);
  if (query.skill !== undefined) parts.push(['skill', sql`${sql.placeholder('skill')}::int = any(j.skills)`]);
  if (query.open) parts.push(['open', sql`(j.application_close_date is null or j.application_close_date > now())`]);
  const where = sql.join(
    parts.map(([, condition]) => condition),
    sql` and `,
  );
  const statusAndGroupOnly = parts.length === (query.group_id === undefined ? 1 : 2);
  return {
    key: parts.map(([name]) => name).join('_'),
    where,
    total: statusAndGroupOnly ? keptTotal(query) : sql`(select count(*)::int from jobs j where ${where})`,
  };
}

/**
 * One page of the board with its total, newest first, and the caller's standing, in one statement per combination
 * of filters: a statement with exactly the filters asked lets the planner read the approved board off
 * jobs_status_created_idx (and one organization's off jobs_group_created_idx) instead of testing unused filters.
 * The order names `nulls last` as those indexes hold it: a plain `desc` means nulls first, which the indexes do not
 * serve even though the columns are never null, and the planner would sort every matching job instead.
 */
function listStatement(db: Database, key: string, where: SQL, total: SQL) {
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      count: sql<number>`${total}`,
      data: sql<Job[]>`coalesce((select json_agg(${jobJson} order by j.created_at desc nulls last, j.id desc nulls last)
        from (select * from jobs j where ${where} order by j.created_at desc nulls last, j.id desc nulls last
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) j
        join groups g on g.id = j.group_id), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare(`jobs_list_${key}`);
}

const listStatements = perDatabaseAndKey(listStatement);

export async function listJobs(db: Database, query: ListQuery, access: { userId: number; sessionId: string }, pageSize: number) {
  const { key, where, total } = listConditions(query);
  const statement = listStatements(db, key, where, total);
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
