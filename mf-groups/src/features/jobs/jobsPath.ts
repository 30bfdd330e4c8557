import { PATHS, type JobListQuery, type JobLocation, type JobType } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';

/** What the board asks for; 'all' leaves a filter out. */
export type JobFilters = {
  page: number;
  search: string;
  jobType: JobType | 'all';
  jobLocation: JobLocation | 'all';
  country: string | 'all';
  /** For the administrators of an organization: published only, or their drafts too. */
  viewAll: boolean;
};

/** GET /jobs/ for one page of the board. */
export function jobsPath({ page, search, jobType, jobLocation, country, viewAll }: JobFilters): string {
  const query: Record<string, string> = { page: String(page), page_size: String(PAGE_SIZES.jobBoard) };
  if (search) query.search = search;
  if (jobType !== 'all') query.job_type = jobType;
  if (jobLocation !== 'all') query.job_location = jobLocation;
  if (country !== 'all') query.country = country;
  if (viewAll) query.view_all = 'true';
  return `${PATHS.jobs}?${new URLSearchParams(query satisfies Partial<Record<keyof JobListQuery, string>>)}`;
}
