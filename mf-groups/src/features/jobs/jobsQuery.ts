import type { JobLocation, JobType } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { ListQuery } from '@trellis/ui';

/** The board's own filters; 'all' leaves a filter out. */
export type JobFilters = {
  jobType: JobType | 'all';
  jobLocation: JobLocation | 'all';
  country: string | 'all';
  /** For the administrators of an organization: published only, or their drafts too. */
  viewAll: boolean;
};

/** The query of GET /jobs/ for one page of the board. */
export function jobsQuery({ page, search, jobType, jobLocation, country, viewAll }: ListQuery<JobFilters>) {
  return {
    page,
    page_size: PAGE_SIZES.jobBoard,
    ...(search && { search }),
    ...(jobType !== 'all' && { job_type: jobType }),
    ...(jobLocation !== 'all' && { job_location: jobLocation }),
    ...(country !== 'all' && { country }),
    ...(viewAll && { view_all: 'true' as const }),
  };
}
