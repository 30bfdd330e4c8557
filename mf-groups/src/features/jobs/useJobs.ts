import { useApi } from '@trellis/platform/api-client';
import {
  PATHS,
  type ApplicantList,
  type ApplicationStatus,
  type Job,
  type JobList,
  type OptionsConfig,
  type PostableGroups,
  type TalentList,
  type NamedItem,
} from '@trellis/contracts';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { jobsPath, type JobFilters } from './jobsPath.ts';

/** One page of the board; the previous page stays on screen while the next one loads. */
export function useJobBoard(filters: JobFilters) {
  return useApi<JobList>(jobsPath(filters), { keepPreviousData: true });
}

/** GET /jobs/slug/{slug}/: the job with the signed-in user's application. */
export function useJob(slug: string) {
  return useApi<Job>(PATHS.jobBySlug(slug));
}

/** The organizations the signed-in member may post jobs for; nothing for a visitor. */
export function usePostableGroups() {
  const signedIn = useSession(isSignedIn);
  return useApi<PostableGroups>(signedIn ? PATHS.jobPostableGroups : null);
}

/** One page of a job's applicants, 12 a page, optionally of one status. */
export function useApplicants(jobId: number, status: ApplicationStatus | 'all', page: number) {
  const query = new URLSearchParams({ page: String(page) });
  if (status !== 'all') query.set('status', status);
  return useApi<ApplicantList>(`${PATHS.jobApplications(jobId)}?${query}`, { keepPreviousData: true });
}

/** Members ranked for a job, with the extra_info filter when one is typed. */
export function useTalents(jobId: number, page: number, extraInfo: Record<string, string>) {
  const query = new URLSearchParams({ page: String(page) });
  const filled = Object.fromEntries(Object.entries(extraInfo).filter(([, value]) => value.trim()));
  if (Object.keys(filled).length) query.set('extra_info_filter', JSON.stringify(filled));
  return useApi<TalentList>(`${PATHS.jobRecommendedApplicants(jobId)}?${query}`, { keepPreviousData: true });
}

/** The skills a job may ask for and the career stages it may suit, for the job form. */
export function useJobFormOptions(open: boolean) {
  const skills = useApi<{ data: NamedItem[] }>(open ? `${PATHS.topics}?topic_type=skill` : null);
  const options = useApi<OptionsConfig>(open ? PATHS.optionsConfig : null);
  return { skills: skills.data?.data ?? [], careerStages: options.data?.career_stages ?? [] };
}
