import { and, eq, sql } from 'drizzle-orm';
import { JOB_MESSAGES, type Applicant, type ApplicationStatus } from '@trellis/contracts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { groups, jobApplications } from '../../db/schema/index.ts';
import { isoTimestamp } from '../../db/sql-json.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { NewNotification, Notify } from '../notifications/notify.ts';
import { displayName } from '../groups-membership/membership-notices.ts';
import { groupAdminIds } from '../groups-membership/group-access.ts';
import { viewerAdministers } from './job-json.ts';
import { viewerSource } from '../../auth/viewer-source.ts';
import type { JobRow } from './job-writes.ts';

const conflict = (message: string) => new HttpError(409, { non_field_errors: [message] });

/** A job takes applications once published and until its close date. */
function checkOpen(job: JobRow, now = new Date()) {
  if (job.jobStatus !== 'approved') throw notFound(JOB_MESSAGES.notFound);
  if (job.applicationCloseDate && job.applicationCloseDate <= now) throw conflict(JOB_MESSAGES.closed);
  if (job.applicationOpenDate && job.applicationOpenDate > now) throw conflict(JOB_MESSAGES.notOpen);
}

/** What clicking a job notice opens: the job's page. */
async function jobNotice(db: Database, job: JobRow, notificationType: string, message: string): Promise<NewNotification> {
  const [group] = await db.select({ logo: groups.logo }).from(groups).where(eq(groups.id, job.groupId));
  return {
    type: 'job',
    notificationType,
    message,
    data: { name_slug: job.slug, group_type: 'job', name: job.title, image: group?.logo ?? null },
  };
}

/** Applies the user to the job (pending) and tells the job's administrators. */
export async function apply(db: Database, notify: Notify, user: AuthUser, job: JobRow) {
  checkOpen(job);
  const inserted = await db
    .insert(jobApplications)
    .values({ jobId: job.id, userId: user.id })
    .onConflictDoNothing()
    .returning({ id: jobApplications.id });
  if (inserted.length === 0) throw conflict(JOB_MESSAGES.alreadyApplied);
  const notice = await jobNotice(db, job, 'job_application', `${await displayName(db, user.id)} applied to ${job.title}`);
  for (const adminId of await groupAdminIds(db, job.groupId, user.id)) await notify(adminId, notice);
}

/** Withdraws a pending application; a decided one stays, so the administrators' decision is not undone by the applicant. */
export async function unapply(db: Database, user: AuthUser, job: JobRow) {
  const removed = await db
    .delete(jobApplications)
    .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.userId, user.id), eq(jobApplications.status, 'pending')))
    .returning({ id: jobApplications.id });
  if (removed.length === 0) throw conflict(JOB_MESSAGES.noPendingApplication);
}

const DECISION_NOTICES = {
  accepted: (title: string) => `Your application to ${title} was accepted`,
  rejected: (title: string, reason?: string) => `Your application to ${title} was rejected${reason ? `: ${reason}` : ''}`,
};

/** An administrator accepts or rejects an applicant, who is told live. */
export async function decide(
  db: Database,
  notify: Notify,
  job: JobRow,
  { user_id: userId, status, reason }: { user_id: number; status: Exclude<ApplicationStatus, 'pending'>; reason?: string | undefined },
) {
  const updated = await db
    .update(jobApplications)
    .set({ status, reason: reason ?? null, decidedAt: new Date() })
    .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.userId, userId)))
    .returning({ id: jobApplications.id });
  if (updated.length === 0) throw new HttpError(400, { field_errors: { user_id: [JOB_MESSAGES.noApplication] } });
  const message = status === 'accepted' ? DECISION_NOTICES.accepted(job.title) : DECISION_NOTICES.rejected(job.title, reason);
  await notify(userId, await jobNotice(db, job, `job_application_${status}`, message));
}

const applicantJson = sql<Applicant>`json_build_object(
    'id', u.id,
    'name', trim(u.first_name || ' ' || u.last_name),
    'name_slug', p.name_slug,
    'image', p.picture,
    'institution_name', inst.name,
    'resume', p.resume,
    'status', a.status,
    'reason', a.reason,
    'applied_at', ${isoTimestamp(sql`a.created_at`)}
  )`;

/**
 * One page of a job's applicants, oldest first, with the total and whether the caller administers the job, in one
 * statement per status filter: the page is cut from job_applications_job_status_created_idx before joining people.
 */
function applicantsStatement(db: Database, withStatus: boolean) {
  const where = withStatus
    ? sql`a.job_id = ${sql.placeholder('jobId')} and a.status = ${sql.placeholder('status')}`
    : sql`a.job_id = ${sql.placeholder('jobId')}`;
  const order = withStatus ? sql`a.created_at, a.id` : sql`a.status, a.created_at, a.id`;
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      visible: sql<boolean>`exists (select 1 from jobs j where j.id = ${sql.placeholder('jobId')} and (j.job_status = 'approved' or ${viewerAdministers()}))`,
      administers: sql<boolean>`coalesce((select ${viewerAdministers()} from jobs j where j.id = ${sql.placeholder('jobId')}), false)`,
      count: sql<number>`(select count(*)::int from job_applications a where ${where})`,
      data: sql<Applicant[]>`coalesce((select json_agg(${applicantJson} order by ${order})
        from (select * from job_applications a where ${where} order by ${order}
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) a
        join users u on u.id = a.user_id
        join profiles p on p.user_id = u.id
        left join groups inst on inst.id = p.institution_id and inst.pending_author_id is null), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare(withStatus ? 'jobs_applicants_by_status' : 'jobs_applicants');
}

export const applicantsPage = perDatabase((db) => ({ all: applicantsStatement(db, false), byStatus: applicantsStatement(db, true) }));
