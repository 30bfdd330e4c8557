import type { Job } from '@trellis/contracts';

export type JobStanding = 'Published' | 'Draft' | 'Expired';

/** An approved job is Published, any other a Draft; either is Expired once its application close date has passed. */
export function jobStanding(job: Pick<Job, 'job_status' | 'application_close_date'>, now = new Date()): JobStanding {
  if (job.application_close_date && new Date(job.application_close_date) < now) return 'Expired';
  return job.job_status === 'approved' ? 'Published' : 'Draft';
}
