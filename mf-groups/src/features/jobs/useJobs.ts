import { useCall } from '@trellis/platform/api-client';
import type { ApplicationStatus } from '@trellis/contracts';
import { jobEndpoints, profileEndpoints, siteConfigEndpoints } from '@trellis/contracts/endpoints';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { usePagedList } from '@trellis/ui';
import { jobsQuery, type JobFilters } from './jobsQuery.ts';

const NO_FILTERS: JobFilters = { jobType: 'all', jobLocation: 'all', country: 'all', viewAll: false };

/** The board's pages, searched and filtered, with the page in the address. */
export function useJobBoard() {
  return usePagedList(jobEndpoints.list, jobsQuery, NO_FILTERS);
}

/** GET /jobs/slug/{slug}/: the job with the signed-in user's application. */
export function useJob(slug: string) {
  return useCall(jobEndpoints.detailBySlug, { params: { slug } });
}

/** The organizations the signed-in member may post jobs for; nothing for a visitor. */
export function usePostableGroups() {
  const signedIn = useSession(isSignedIn);
  return useCall(jobEndpoints.postableGroups, signedIn ? {} : null);
}

/** One page of a job's applicants, 12 a page, optionally of one status. */
export function useApplicants(jobId: number, status: ApplicationStatus | 'all', page: number) {
  const query = { page, ...(status !== 'all' && { status }) };
  return useCall(jobEndpoints.applications, { params: { id: jobId }, query }, { keepPreviousData: true });
}

/** Members ranked for a job, with the extra_info filter when one is typed. */
export function useTalents(jobId: number, page: number, extraInfo: Record<string, string>) {
  const filled = Object.fromEntries(Object.entries(extraInfo).filter(([, value]) => value.trim()));
  const query = { page, ...(Object.keys(filled).length && { extra_info_filter: JSON.stringify(filled) }) };
  return useCall(jobEndpoints.recommendedApplicants, { params: { id: jobId }, query }, { keepPreviousData: true });
}

/** The skills a job may ask for and the career stages it may suit, for the job form. */
export function useJobFormOptions(open: boolean) {
  const skills = useCall(profileEndpoints.topics, open ? { query: { topic_type: 'skill' } } : null);
  const options = useCall(siteConfigEndpoints.options, open ? {} : null);
  return { skills: skills.data?.data ?? [], careerStages: options.data?.career_stages ?? [] };
}
