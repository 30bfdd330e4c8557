import { call } from '@trellis/platform/api-client';
import type { ApplicantStatusBody } from '@trellis/contracts';
import { jobEndpoints, type CallInput } from '@trellis/contracts/endpoints';

export const createJob = (body: CallInput<typeof jobEndpoints.create>['body']) => call(jobEndpoints.create, { body });

export const updateJob = (id: number, body: CallInput<typeof jobEndpoints.update>['body']) =>
  call(jobEndpoints.update, { params: { id }, body });

export const deleteJob = (id: number) => call(jobEndpoints.delete, { params: { id } });

export const applyToJob = (id: number) => call(jobEndpoints.apply, { params: { id } });

export const unapplyFromJob = (id: number) => call(jobEndpoints.unapply, { params: { id } });

/** Accepts or rejects an applicant; the applicant is notified. */
export const decideApplicant = (id: number, body: ApplicantStatusBody) => call(jobEndpoints.applicantStatus, { params: { id }, body });
