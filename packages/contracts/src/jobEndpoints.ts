import { endpoint, endpointGroup } from './endpoint.ts';

export const jobEndpoints = endpointGroup('jobs', {
  list: endpoint({
    method: 'GET',
    path: '/jobs/',
    summary:
      'Jobs, newest first, 9 a page: published ones, and with view_all or job_status the drafts of the organizations the caller runs',
    schemas: (c) => ({ query: c.JobListQuery, answer: c.JobList }),
  }),
  postableGroups: endpoint({
    method: 'GET',
    path: '/jobs/postable-groups/',
    summary: 'The certified organizations the caller administers, which they may post jobs for',
    schemas: (c) => ({ answer: c.PostableGroups }),
  }),
  detailBySlug: endpoint({
    method: 'GET',
    path: '/jobs/slug/:slug/',
    summary: "One job by its slug with the caller's application; a draft only for its administrators",
    schemas: (c) => ({ params: c.SlugParam, answer: c.Job }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/jobs/',
    summary: 'Post a job for a certified organization the caller administers; job_status approved publishes it, pending keeps a draft',
    status: 201,
    schemas: (c) => ({ body: c.JobCreateBody, answer: c.JobAnswer }),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/jobs/:id/',
    summary: 'Change a job (its administrators): Publish Job, Convert to Draft, or any field, the rules checked on the result',
    schemas: (c) => ({ params: c.DbIdParam, body: c.JobPatchBody, answer: c.JobAnswer }),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/jobs/:id/',
    summary: 'Delete a job and its applications (its administrators)',
    schemas: (c) => ({ params: c.DbIdParam, answer: c.JobMessageAnswer }),
  }),
  apply: endpoint({
    method: 'POST',
    path: '/jobs/:id/apply/',
    summary: 'Apply to a published job before its close date; its administrators are told',
    schemas: (c) => ({ params: c.DbIdParam, answer: c.ApplicationAnswer }),
  }),
  unapply: endpoint({
    method: 'POST',
    path: '/jobs/:id/unapply/',
    summary: 'Withdraw a pending application',
    schemas: (c) => ({ params: c.DbIdParam, answer: c.ApplicationAnswer }),
  }),
  applications: endpoint({
    method: 'GET',
    path: '/jobs/:id/applications/',
    summary: "A job's applicants, 12 a page, by status (its administrators)",
    schemas: (c) => ({ params: c.DbIdParam, query: c.ApplicantsQuery, answer: c.ApplicantList }),
  }),
  applicantStatus: endpoint({
    method: 'POST',
    path: '/jobs/:id/applicant-status/',
    summary: 'Accept or reject an applicant (the job administrators); the applicant is told live',
    schemas: (c) => ({ params: c.DbIdParam, body: c.ApplicantStatusBody, answer: c.ApplicationAnswer }),
  }),
  recommendedApplicants: endpoint({
    method: 'GET',
    path: '/jobs/:id/recommended-applicants/',
    summary:
      "Find Talents: members ranked for the job by skills, career history, career stage, country and topics, each with why (the job's administrators)",
    schemas: (c) => ({ params: c.DbIdParam, query: c.TalentQuery, answer: c.TalentList }),
  }),
  recommendations: endpoint({
    method: 'GET',
    path: '/job-recommendations/',
    summary: 'Jobs ranked for the caller by skills, career history, career stage, country and topics, each with why',
    schemas: (c) => ({ query: c.JobRecommendationQuery, answer: c.JobRecommendationList }),
  }),
});
