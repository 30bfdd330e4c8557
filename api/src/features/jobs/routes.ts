import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JOB_MESSAGES, type Job } from '@trellis/contracts';
import { jobEndpoints } from '@trellis/contracts/endpoints';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { checkViewer, requireUser, requireViewer, signedInUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { apply, applicantsPage, decide, unapply } from './applications.ts';
import { viewerAccess } from '../../auth/viewer-source.ts';
import { jobById, jobBySlug, listJobs } from './job-reads.ts';
import { createJob, deleteJob, loadAdministeredJob, loadJob, postableGroups, updateJob } from './job-writes.ts';
import { extraInfoPlaceholders, jobRecommendationStatement, talentStatement, withReasons } from './matching.ts';

/** Applicants lists show 12 a page. */
const APPLICANTS_PAGE = 12;
/** Ranked lists show as many as the people search. */
const RANKED_PAGE = 12;

/** The job as the caller sees it after a change they made. */
async function readBack(db: Database, request: FastifyRequest, id: number): Promise<Job> {
  const user = signedInUser(request);
  const [row] = await jobById(db).execute({ userId: user.id, sessionId: user.sessionId, id });
  if (!row?.job) throw notFound(JOB_MESSAGES.notFound);
  return row.job;
}

/** The job board: published jobs for everyone, drafts for their administrators, applications and talent matching. */
export const jobRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, notify, fileGrants }) => {
  route(app, jobEndpoints.list, { config: { sessionInQuery: true } }, async (request) => {
    const pageSize = request.query.page_size ?? PAGE_SIZES.jobBoard;
    const row = await listJobs(db, request.query, viewerAccess(request), pageSize);
    checkViewer(request, row.viewerId);
    return { data: row.data, pagination: { count: row.count, page: request.query.page, page_size: pageSize } };
  });

  route(app, jobEndpoints.postableGroups, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    return { data: await postableGroups(db, user.id, user.isStaff) };
  });

  route(app, jobEndpoints.detailBySlug, { config: { sessionInQuery: true } }, async (request) => {
    const [row] = await jobBySlug(db).execute({ ...viewerAccess(request), slug: request.params.slug });
    checkViewer(request, row!.viewerId);
    if (!row!.job) throw notFound(JOB_MESSAGES.notFound);
    return row!.job;
  });

  route(app, jobEndpoints.create, { onRequest: requireUser }, async (request) => {
    const job = await createJob(db, signedInUser(request), request.body);
    const message = job.jobStatus === 'approved' ? JOB_MESSAGES.published : JOB_MESSAGES.savedAsDraft;
    return { message, job: await readBack(db, request, job.id) };
  });

  route(app, jobEndpoints.update, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const job = await loadAdministeredJob(db, user, request.params.id);
    await updateJob(db, user, job, request.body);
    const status = request.body.job_status;
    const message =
      status === 'approved' ? JOB_MESSAGES.published : status === 'pending' ? JOB_MESSAGES.savedAsDraft : JOB_MESSAGES.updated;
    return { message, job: await readBack(db, request, job.id) };
  });

  route(app, jobEndpoints.delete, { onRequest: requireUser }, async (request) => {
    await deleteJob(db, await loadAdministeredJob(db, signedInUser(request), request.params.id));
    return { message: JOB_MESSAGES.deleted };
  });

  route(app, jobEndpoints.apply, { onRequest: requireUser }, async (request) => {
    await apply(db, notify, signedInUser(request), await loadJob(db, request.params.id));
    return { message: JOB_MESSAGES.applied, status: 'pending' as const };
  });

  route(app, jobEndpoints.unapply, { onRequest: requireUser }, async (request) => {
    await unapply(db, signedInUser(request), await loadJob(db, request.params.id));
    return { message: JOB_MESSAGES.unapplied, status: null };
  });

  route(app, jobEndpoints.applications, { config: { sessionInQuery: true }, onRequest: requireUser }, async (request) => {
    const { page, status } = request.query;
    const pageSize = request.query.page_size ?? APPLICANTS_PAGE;
    const statements = applicantsPage(db);
    const values = { ...viewerAccess(request), jobId: request.params.id, limit: pageSize, offset: (page - 1) * pageSize };
    const [row] = status ? await statements.byStatus.execute({ ...values, status }) : await statements.all.execute(values);
    requireViewer(request, row!.viewerId);
    if (!row!.visible) throw notFound(JOB_MESSAGES.notFound);
    if (!row!.administers) throw new HttpError(403, { detail: JOB_MESSAGES.notAdministrator });
    // The administrator opens each resume from a link, which cannot send the bearer header: its address says who asks.
    const viewerId = row!.viewerId!;
    const data = row!.data.map((applicant) => ({ ...applicant, resume: fileGrants.grant(applicant.resume, viewerId) }));
    return { data, pagination: { count: row!.count, page, page_size: pageSize } };
  });

  route(app, jobEndpoints.applicantStatus, { onRequest: requireUser }, async (request) => {
    const job = await loadAdministeredJob(db, signedInUser(request), request.params.id);
    await decide(db, notify, job, request.body);
    const action = request.body.status === 'accepted' ? 'accept' : 'reject';
    return { message: MESSAGES.groupMembership.responded(action), status: request.body.status };
  });

  route(app, jobEndpoints.recommendedApplicants, { config: { sessionInQuery: true }, onRequest: requireUser }, async (request) => {
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
  });

  route(app, jobEndpoints.recommendations, { config: { sessionInQuery: true }, onRequest: requireUser }, async (request) => {
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
  });
};
