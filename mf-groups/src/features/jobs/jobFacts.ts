import type { Job } from '@trellis/contracts';

/** Expired once the application close date has passed. */
export const isExpired = (job: Pick<Job, 'application_close_date'>, now = Date.now()) =>
  job.application_close_date !== null && Date.parse(job.application_close_date) <= now;

/** Published when approved, otherwise Draft; Expired once the close date has passed. */
export function jobStateLabels(job: Pick<Job, 'job_status' | 'application_close_date'>): { label: string; color: string }[] {
  const labels = [job.job_status === 'approved' ? { label: 'Published', color: 'green' } : { label: 'Draft', color: 'default' }];
  if (isExpired(job)) labels.push({ label: 'Expired', color: 'red' });
  return labels;
}

/** The close date in words, for the card and the page. */
export const closesOn = (date: string | null) =>
  date ? new Date(date).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : null;
