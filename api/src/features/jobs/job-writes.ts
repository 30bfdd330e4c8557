import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_LEVEL_ROLES, JOB_MESSAGES, JobValid, type JobPatchBody } from '@trellis/contracts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { freeSlug } from '../../db/free-slug.ts';
import { groups, jobs, memberships, topics } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { isGroupAdmin } from '../groups-membership/group-access.ts';

export type JobRow = typeof jobs.$inferSelect;
type ValidJob = z.output<typeof JobValid>;
type PatchValues = z.output<typeof JobPatchBody>;

/** Organizations and institutions that may post jobs: certified ones. */
const POSTING_TYPES = ['organization', 'institution'] as const;

const fieldError = (field: string, message: string) => new HttpError(400, { field_errors: { [field]: [message] } });

/** Zod issues of a merged job as the error shape: every message per field. */
function issuesToError(error: z.ZodError): HttpError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.') || 'non_field'] ??= []).push(issue.message);
  return new HttpError(400, { field_errors: fieldErrors });
}

/** The job, or 404. */
export async function loadJob(db: Database, id: number): Promise<JobRow> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  return job;
}

/** The job when the user administers it: a job that is not theirs to see answers 404, one they only see answers 403. */
export async function loadAdministeredJob(db: Database, user: AuthUser, id: number): Promise<JobRow> {
  const job = await loadJob(db, id);
  if (await isGroupAdmin(db, user, job.groupId)) return job;
  if (job.jobStatus !== 'approved') throw notFound(JOB_MESSAGES.notFound);
  throw new HttpError(403, { detail: JOB_MESSAGES.notAdministrator });
}

/** A group the user may post jobs for: they administer it, and it is a certified organization or institution. */
async function checkPostingGroup(db: Database, user: AuthUser, groupId: number) {
  const [group] = await db.select({ type: groups.groupType, isCertified: groups.isCertified }).from(groups).where(eq(groups.id, groupId));
  if (!group || !(await isGroupAdmin(db, user, groupId))) throw new HttpError(403, { detail: JOB_MESSAGES.groupNotAdministered });
  if (!group.isCertified || !(POSTING_TYPES as readonly string[]).includes(group.type)) {
    throw fieldError('group', JOB_MESSAGES.groupNotCertified);
  }
}

/** Skills must exist and be visible to the author (their own awaiting approval, or approved). */
async function checkSkills(db: Database, user: AuthUser, skillIds: number[]) {
  if (skillIds.length === 0) return;
  const unique = [...new Set(skillIds)];
  const found = await db
    .select({ id: topics.id })
    .from(topics)
    .where(
      and(
        inArray(topics.id, unique),
        eq(topics.topicType, 'skill'),
        or(sql`${topics.pendingAuthorId} is null`, eq(topics.pendingAuthorId, user.id)),
      ),
    );
  if (found.length !== unique.length) throw fieldError('skills', 'Choose skills from the list.');
}

const columnsOf = (job: ValidJob) => ({
  title: job.title,
  description: job.description,
  requirements: job.requirements ?? '',
  jobType: job.job_type,
  jobLocation: job.job_location,
  address: job.address,
  jobStatus: job.job_status,
  skills: [...new Set(job.skills)],
  careerStages: [...new Set(job.career_stages)],
  countries: [...new Set(job.countries)],
  applicationOpenDate: job.application_open_date ? new Date(job.application_open_date) : null,
  applicationCloseDate: job.application_close_date ? new Date(job.application_close_date) : null,
  ...(job.is_featured === undefined ? {} : { isFeatured: job.is_featured }),
});

export async function createJob(db: Database, user: AuthUser, job: ValidJob): Promise<JobRow> {
  await checkPostingGroup(db, user, job.group!);
  await checkSkills(db, user, job.skills);
  // Two posts of the same title at once may pick the same slug: the unique index refuses the second, which retries.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(jobs)
        .values({
          ...columnsOf(job),
          slug: await freeSlug(db, jobs, jobs.slug, job.title, 'job'),
          groupId: job.group!,
          createdById: user.id,
        })
        .returning();
      return row!;
    } catch (error) {
      if (attempt >= 2 || !String((error as { cause?: unknown }).cause ?? error).includes('jobs_slug_key')) throw error;
    }
  }
}

/** The stored job as the form would send it, so a change is checked against the whole job. */
function formValues(job: JobRow) {
  return {
    title: job.title,
    description: job.description,
    requirements: job.requirements,
    job_type: job.jobType,
    job_location: job.jobLocation,
    address: job.address,
    job_status: job.jobStatus === 'approved' ? ('approved' as const) : ('pending' as const),
    skills: job.skills,
    career_stages: job.careerStages,
    countries: job.countries,
    application_open_date: job.applicationOpenDate?.toISOString() ?? null,
    application_close_date: job.applicationCloseDate?.toISOString() ?? null,
  };
}

/** Applies a change and checks the rules on the result: a move to on_site needs an address, one to remote clears it. */
export async function updateJob(db: Database, user: AuthUser, job: JobRow, change: PatchValues): Promise<void> {
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const merged = JobValid.safeParse({ ...formValues(job), ...defined });
  if (!merged.success) throw issuesToError(merged.error);
  if (change.skills) await checkSkills(db, user, change.skills);
  // A rejected job keeps its status unless the change names one.
  const columns = columnsOf(merged.data);
  const status = change.job_status ?? job.jobStatus;
  await db
    .update(jobs)
    .set({ ...columns, jobStatus: status })
    .where(eq(jobs.id, job.id));
}

export async function deleteJob(db: Database, job: JobRow): Promise<void> {
  await db.delete(jobs).where(eq(jobs.id, job.id));
}

/** The organizations the user may post jobs for, by name: certified ones they administer (every one, for staff). */
export async function postableGroups(db: Database, userId: number, isStaff: boolean) {
  const base = db
    .selectDistinct({ id: groups.id, name: groups.name, name_slug: groups.nameSlug, image: groups.logo })
    .from(groups)
    .leftJoin(memberships, and(eq(memberships.groupId, groups.id), eq(memberships.userId, userId)));
  const certified = and(eq(groups.isCertified, true), inArray(groups.groupType, [...POSTING_TYPES]));
  const administered = and(eq(memberships.status, 'accepted'), inArray(memberships.role, [...ADMIN_LEVEL_ROLES]));
  return base.where(isStaff ? certified : and(certified, administered)).orderBy(groups.name, groups.id);
}
