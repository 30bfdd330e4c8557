import { api } from '@trellis/platform/api-client';
import {
  PATHS,
  type ApplicantStatusBody,
  type ApplicationAnswer,
  type JobAnswer,
  type JobCreateBody,
  type JobPatchBody,
} from '@trellis/contracts';

export const createJob = (body: JobCreateBody) => api.post<JobAnswer>(PATHS.jobs, body);

export const updateJob = (id: number, body: JobPatchBody) => api.patch<JobAnswer>(PATHS.job(id), body);

export const deleteJob = (id: number) => api.delete<{ message: string }>(PATHS.job(id));

export const applyToJob = (id: number) => api.post<ApplicationAnswer>(PATHS.jobApply(id), {});

export const unapplyFromJob = (id: number) => api.post<ApplicationAnswer>(PATHS.jobUnapply(id), {});

/** Accepts or rejects an applicant; the applicant is notified. */
export const decideApplicant = (id: number, body: ApplicantStatusBody) => api.post<ApplicationAnswer>(PATHS.jobApplicantStatus(id), body);
