import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  ApplicantList,
  ApplicantStatusBody,
  ApplicantsQuery,
  ApplicationAnswer,
  DbId,
  JOB_MESSAGES,
  JobAnswer,
  JobCreateBody,
  JobList,
  JobListQuery,
  JobMessageAnswer,
  JobPatchBody,
  JobRecommendationList,
  JobRecommendationQuery,
  PATHS,
  PostableGroups,
  ROUTES,
  TalentList,
  TalentQuery,
  Job,
} from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireUser, sessionEnded, signedInUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError, notFound, unauthorized } from '../../http/errors.ts';
import { apply, applicantsPage, decide, unapply } from './applications.ts';
import { viewerAccess } from './job-json.ts';
import { jobById, jobBySlug, listJobs } from './job-reads.ts';
import { createJob, deleteJob, loadAdministeredJob, loadJob, postableGroups, updateJob } from './job-writes.ts';
import { extraInfoPlaceholders, jobRecommendationStatement, talentStatement, withReasons } from './matching.ts';

const tags = ['jobs'];
const ERRORS = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };
const JobIdParams = z.object({ id: DbId });
/** Applicants lists show 12 a page. */
const APPLICANTS_PAGE = 12;
/** Ranked lists show as many as the people search. */
const RANKED_PAGE = 12;

/** A session that ended answers 401 even where a visitor may read: the client then refreshes its token. */
function checkViewer(request: FastifyRequest, viewerId: number | null) {
  if (request.access && viewerId === null) throw sessionEnded();
}

/** A read for the signed-in only, whose statement found the caller. */
function requireViewer(request: FastifyRequest, viewerId: number | null): number {
  if (viewerId === null) throw request.access ? sessionEnded() : unauthorized();
  return viewerId;
}

/** The job as the caller sees it after a change they made. */
async function readBack(db: Database, request: FastifyRequest, id: number): Promise<Job> {
  const user = signedInUser(request);
  const [row] = await jobById(db).execute({ userId: user.id, sessionId: user.sessionId, id });
  if (!row?.job) throw notFound(JOB_MESSAGES.notFound);
  return row.job;
}

/** The job board: published jobs for everyone, drafts for their administrators, applications and talent matching. */
export const jobRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, notify }) => {
  app.get(
    PATHS.jobs,
    {
      config: { sessionInQuery: true },
      schema: {
        tags,
        summary:
          'Jobs, newest first, 9 a page: published ones, and with view_all or job_status the drafts of the organizations the caller runs',
        querystring: JobListQuery,
        response: { 200: JobList, ...ERRORS },
      },
    },
    async (request) => {
      const pageSize = request.query.page_size ?? PAGE_SIZES.jobBoard;
      const row = await listJobs(db, request.query, viewerAccess(request), pageSize);
      checkViewer(request, row.viewerId);
      return { data: row.data, pagination: { count: row.count, page: request.query.page, page_size: pageSize } };
    },
  );

  app.get(
    PATHS.jobPostableGroups,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The certified organizations the caller administers, which they may post jobs for',
        response: { 200: PostableGroups, ...ERRORS },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await postableGroups(db, user.id, user.isStaff) };
    },
  );

  app.get(
    ROUTES.jobBySlug,
    {
      config: { sessionInQuery: true },
      schema: {
        tags,
        summary: "One job by its slug with the caller's application; a draft only for its administrators",
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: Job, ...ERRORS },
      },
    },
    async (request) => {
      const [row] = await jobBySlug(db).execute({ ...viewerAccess(request), slug: request.params.slug });
      checkViewer(request, row!.viewerId);
      if (!row!.job) throw notFound(JOB_MESSAGES.notFound);
      return row!.job;
    },
  );

  app.post(
    PATHS.jobs,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Post a job for a certified organization the caller administers; job_status approved publishes it, pending keeps a draft',
        body: JobCreateBody,
        response: { 201: JobAnswer, ...ERRORS },
      },
    },
    async (request, reply) => {
      const job = await createJob(db, signedInUser(request), request.body);
      const message = job.jobStatus === 'approved' ? JOB_MESSAGES.published : JOB_MESSAGES.savedAsDraft;
      return reply.code(201).send({ message, job: await readBack(db, request, job.id) });
    },
  );

  app.patch(
    ROUTES.job,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Change a job (its administrators): Publish Job, Convert to Draft, or any field, the rules checked on the result',
        params: JobIdParams,
        body: JobPatchBody,
        response: { 200: JobAnswer, ...ERRORS },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const job = await loadAdministeredJob(db, user, request.params.id);
      await updateJob(db, user, job, request.body);
      const status = request.body.job_status;
      const message =
        status === 'approved' ? JOB_MESSAGES.published : status === 'pending' ? JOB_MESSAGES.savedAsDraft : JOB_MESSAGES.updated;
      return { message, job: await readBack(db, request, job.id) };
    },
  );

  app.delete(
    ROUTES.job,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Delete a job and its applications (its administrators)',
        params: JobIdParams,
        response: { 200: JobMessageAnswer, ...ERRORS },
      },
    },
    async (request) => {
      await deleteJob(db, await loadAdministeredJob(db, signedInUser(request), request.params.id));
      return { message: JOB_MESSAGES.deleted };
    },
  );

  app.post(
    ROUTES.jobApply,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Apply to a published job before its close date; its administrators are told',
        params: JobIdParams,
        response: { 200: ApplicationAnswer, ...ERRORS },
      },
    },
    async (request) => {
      await apply(db, notify, signedInUser(request), await loadJob(db, request.params.id));
      return { message: JOB_MESSAGES.applied, status: 'pending' as const };
    },
  );

  app.post(
    ROUTES.jobUnapply,
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Withdraw a pending application', params: JobIdParams, response: { 200: ApplicationAnswer, ...ERRORS } },
    },
    async (request) => {
      await unapply(db, signedInUser(request), await loadJob(db, request.params.id));
      return { message: JOB_MESSAGES.unapplied, status: null };
    },
  );

  app.get(
    ROUTES.jobApplications,
    {
      config: { sessionInQuery: true },
      onRequest: requireUser,
      schema: {
        tags,
        summary: "A job's applicants, 12 a page, by status (its administrators)",
        params: JobIdParams,
        querystring: ApplicantsQuery,
        response: { 200: ApplicantList, ...ERRORS },
      },
    },
    async (request) => {
      const { page, status } = request.query;
      const pageSize = request.query.page_size ?? APPLICANTS_PAGE;
      const statements = applicantsPage(db);
      const values = { ...viewerAccess(request), jobId: request.params.id, limit: pageSize, offset: (page - 1) * pageSize };
      const [row] = status ? await statements.byStatus.execute({ ...values, status }) : await statements.all.execute(values);
      requireViewer(request, row!.viewerId);
      if (!row!.visible) throw notFound(JOB_MESSAGES.notFound);
      if (!row!.administers) throw new HttpError(403, { detail: JOB_MESSAGES.notAdministrator });
      return { data: row!.data, pagination: { count: row!.count, page, page_size: pageSize } };
    },
  );

  app.post(
    ROUTES.jobApplicantStatus,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Accept or reject an applicant (the job administrators); the applicant is told live',
        params: JobIdParams,
        body: ApplicantStatusBody,
        response: { 200: ApplicationAnswer, ...ERRORS },
      },
    },
    async (request) => {
      const job = await loadAdministeredJob(db, signedInUser(request), request.params.id);
      await decide(db, notify, job, request.body);
      const action = request.body.status === 'accepted' ? 'accept' : 'reject';
      return { message: MESSAGES.groupMembership.responded(action), status: request.body.status };
    },
  );

  app.get(
    ROUTES.jobRecommendedApplicants,
    {
      config: { sessionInQuery: true },
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Find Talents: members ranked for the job by skills, career history, career stage, country and topics, each with why (the job's administrators)",
        params: JobIdParams,
        querystring: TalentQuery,
        response: { 200: TalentList, ...ERRORS },
      },
    },
    async (request) => {
      const { page } = request.query;
      const pageSize = request.query.page_size ?? RANKED_PAGE;
      const [row] = await talentStatement(db).execute({
        ...viewerAccess(request),
        jobId: request.params.id,
        poolId: request.query.group_from_user_to_be_included ?? null,
        ...extraInfoPlaceholders(request.query.extra_info_filter),
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      requireViewer(request, row!.viewerId);
      if (!row!.visible) throw notFound(JOB_MESSAGES.notFound);
      if (!row!.administers) throw new HttpError(403, { detail: JOB_MESSAGES.notAdministrator });
      if (!row!.poolAllowed) throw new HttpError(403, { detail: JOB_MESSAGES.poolNotYours });
      const data = row!.page.data.map((talent) => withReasons(talent, talent.country));
      return { data, pagination: { count: row!.page.count, page, page_size: pageSize } };
    },
  );

  app.get(
    PATHS.jobRecommendations,
    {
      config: { sessionInQuery: true },
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Jobs ranked for the caller by skills, career history, career stage, country and topics, each with why',
        querystring: JobRecommendationQuery,
        response: { 200: JobRecommendationList, ...ERRORS },
      },
    },
    async (request) => {
      const { page } = request.query;
      const pageSize = request.query.page_size ?? RANKED_PAGE;
      const [row] = await jobRecommendationStatement(db).execute({
        ...viewerAccess(request),
        poolId: request.query.group_from_user_to_be_included ?? null,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      requireViewer(request, row!.viewerId);
      if (!row!.poolAllowed) throw new HttpError(403, { detail: JOB_MESSAGES.poolNotYours });
      const data = row!.page.data.map((match) => withReasons(match, row!.country));
      return { data, pagination: { count: row!.page.count, page, page_size: pageSize } };
    },
  );
};
