import { z } from 'zod';
import { LIMITS } from '@trellis/contracts/constants';
import { DbId, NamedItem, paginated } from './common.ts';
import { SearchText } from './groupLists.ts';

export const JOB_TYPES = ['project_based', 'full_time', 'part_time', 'internship'] as const;
export const JOB_LOCATIONS = ['on_site', 'remote', 'hybrid'] as const;
/** Published is approved; Save as Draft and Convert to Draft set pending; staff may reject. */
export const JOB_STATUSES = ['approved', 'pending', 'rejected'] as const;
export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export type JobLocation = (typeof JOB_LOCATIONS)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  project_based: 'Project based',
  full_time: 'Full time',
  part_time: 'Part time',
  internship: 'Internship',
};
export const JOB_LOCATION_LABELS: Record<JobLocation, string> = { on_site: 'On site', remote: 'Remote', hybrid: 'Hybrid' };

/** A job's address is needed where people come in to work. */
export const needsAddress = (location: JobLocation) => location !== 'remote';

export const JOB_MESSAGES = {
  required: 'Required',
  maxChars: `Maximum of ${LIMITS.longText} characters`,
  maxSkills: `Maximum ${LIMITS.maxTags} skills`,
  closeBeforeOpen: 'The close date must come after the open date.',
  notFound: 'Job not found: The job you are looking for does not exist or the path is incorrect.',
  notAdministrator: 'Only the administrators of this job can do this.',
  groupNotAdministered: 'You can post jobs only for an organization you administer.',
  groupNotCertified: 'Only certified organizations can post jobs.',
  published: 'Job published',
  savedAsDraft: 'Job saved as a draft',
  updated: 'Job updated',
  deleted: 'Job deleted',
  applied: 'You have successfully applied to the job',
  unapplied: 'You have successfully unapplied to the job',
  notOpen: 'This job is not taking applications.',
  closed: 'Applications for this job are closed.',
  alreadyApplied: 'You have already applied to this job.',
  noPendingApplication: 'There is no pending application to withdraw.',
  noApplication: 'This member has not applied to this job.',
  applyFailed: 'Could not apply to Job',
  recommendationsFailed: 'Could not fetch recommended applicants',
  noRecommendations: 'No recommendations found',
  badExtraInfoFilter: 'extra_info_filter must be a JSON object with uni_batch, department or affiliation.',
  poolNotYours: 'You can only look for talent among the members of a group you belong to.',
} as const;

const title = z.string({ error: JOB_MESSAGES.required }).trim().min(1, JOB_MESSAGES.required).max(LIMITS.shortText);
const longText = z.string().max(LIMITS.longText, JOB_MESSAGES.maxChars);
/** An ISO date or date-time; blank or null is no date. */
const optionalDate = z
  .string()
  .trim()
  .max(40)
  .refine((text) => text === '' || !Number.isNaN(Date.parse(text)), 'Enter a valid date.')
  .transform((text) => (text === '' ? null : new Date(text).toISOString()))
  .nullable()
  .optional();

/** Every field a job form sends; the rules across fields are in JobBody. */
export const JobFields = z.object({
  title,
  description: longText.trim().min(1, JOB_MESSAGES.required),
  requirements: longText.optional(),
  job_type: z.enum(JOB_TYPES),
  job_location: z.enum(JOB_LOCATIONS),
  address: z.string().trim().max(LIMITS.shortText).nullable().optional(),
  /** Publish Job sends approved, Save as Draft and Convert to Draft send pending. */
  job_status: z.enum(['approved', 'pending']).optional(),
  skills: z.array(DbId).max(LIMITS.maxTags, JOB_MESSAGES.maxSkills).optional(),
  career_stages: z.array(z.number().int().min(0).max(100)).max(20).optional(),
  countries: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  application_open_date: optionalDate,
  application_close_date: optionalDate,
  is_featured: z.boolean().optional(),
  /** The organization posting the job: one the author administers, certified. */
  group: DbId.optional(),
});

type JobValues = z.infer<typeof JobFields>;

/** The rules across fields: an address where people come in (cleared for remote work), dates in order. */
export function checkJob(
  job: Pick<JobValues, 'job_location' | 'address' | 'application_open_date' | 'application_close_date'>,
  ctx: z.RefinementCtx,
) {
  if (needsAddress(job.job_location) && !job.address?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['address'], message: JOB_MESSAGES.required });
  }
  if (job.application_open_date && job.application_close_date && job.application_close_date <= job.application_open_date) {
    ctx.addIssue({ code: 'custom', path: ['application_close_date'], message: JOB_MESSAGES.closeBeforeOpen });
  }
}

/** A job after its cross-field rules, a draft unless published; a remote job's address is cleared. */
export const JobValid = JobFields.superRefine(checkJob).transform((job) => ({
  ...job,
  job_status: job.job_status ?? 'pending',
  skills: job.skills ?? [],
  career_stages: job.career_stages ?? [],
  countries: job.countries ?? [],
  address: needsAddress(job.job_location) ? (job.address?.trim() ?? null) : null,
}));
export type JobValid = z.infer<typeof JobValid>;

/** POST /jobs/: the group is required when creating. */
export const JobCreateBody = JobValid.refine((job) => job.group !== undefined, { path: ['group'], message: JOB_MESSAGES.required });
export type JobCreateBody = z.input<typeof JobFields>;

/** PATCH /jobs/{id}/: any fields; the merged job must still keep the rules. The group stays. */
export const JobPatchBody = JobFields.omit({ group: true }).partial();
export type JobPatchBody = z.input<typeof JobPatchBody>;

export const JobGroup = z.object({ id: z.number().int(), name: z.string(), name_slug: z.string(), image: z.string().nullable() });
export type JobGroup = z.infer<typeof JobGroup>;

/** A job as the board and its page show it, with the caller's standing. */
export const Job = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  requirements: z.string(),
  job_type: z.enum(JOB_TYPES),
  job_location: z.enum(JOB_LOCATIONS),
  address: z.string().nullable(),
  job_status: z.enum(JOB_STATUSES),
  is_featured: z.boolean(),
  /** The caller administers the job's organization (or is staff). */
  is_administrator: z.boolean(),
  application_open_date: z.string().nullable(),
  application_close_date: z.string().nullable(),
  created_at: z.string(),
  career_stages: z.array(z.number().int()),
  skills: z.array(z.number().int()),
  skills_detailed: z.array(NamedItem),
  countries: z.array(z.string()),
  group: JobGroup,
  /** The caller's application, null without one. */
  status: z.enum(APPLICATION_STATUSES).nullable(),
  /** How many applied; the job's administrators only. */
  total_applicants: z.number().int().nullable(),
});
export type Job = z.infer<typeof Job>;

export const JobList = paginated(Job);
export type JobList = z.infer<typeof JobList>;

/** 'all' is the same as leaving a filter out. */
const allMeansNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === 'all' || value === '' ? undefined : value), schema.optional());

const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/**
 * GET /jobs/: approved jobs for everyone; drafts and rejected jobs only of the organizations the caller administers.
 * view_all lists every job the caller may see whatever its status; job_status keeps to one status.
 */
export const JobListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
  search: SearchText.optional(),
  job_status: allMeansNone(z.enum(JOB_STATUSES)),
  group_id: allMeansNone(DbId),
  view_all: flag,
  job_type: allMeansNone(z.enum(JOB_TYPES)),
  job_location: allMeansNone(z.enum(JOB_LOCATIONS)),
  country: allMeansNone(z.string().trim().min(1).max(100)),
  skill: allMeansNone(DbId),
  /** Open: the close date has not passed. */
  open: flag,
});
export type JobListQuery = z.input<typeof JobListQuery>;

export const JobAnswer = z.object({ message: z.string(), job: Job });
export type JobAnswer = z.infer<typeof JobAnswer>;

export const JobMessageAnswer = z.object({ message: z.string() });

export const ApplicationAnswer = z.object({ message: z.string(), status: z.enum(APPLICATION_STATUSES).nullable() });
export type ApplicationAnswer = z.infer<typeof ApplicationAnswer>;

export const ApplicantsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
  status: allMeansNone(z.enum(APPLICATION_STATUSES)),
});

export const Applicant = z.object({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string(),
  image: z.string().nullable(),
  institution_name: z.string().nullable(),
  /** The applicant's resume, an address the job's administrators open. */
  resume: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string().nullable(),
  applied_at: z.string(),
});
export type Applicant = z.infer<typeof Applicant>;

export const ApplicantList = paginated(Applicant);
export type ApplicantList = z.infer<typeof ApplicantList>;

/** POST /jobs/{id}/applicant-status/ */
export const ApplicantStatusBody = z.object({
  user_id: DbId,
  status: z.enum(['accepted', 'rejected']),
  reason: z.string().trim().max(LIMITS.shortText).optional(),
});
export type ApplicantStatusBody = z.infer<typeof ApplicantStatusBody>;

/** The organizations a member may post jobs for: certified, and administered by them. */
export const PostableGroups = z.object({ data: z.array(JobGroup) });
export type PostableGroups = z.infer<typeof PostableGroups>;

export const EXTRA_INFO_FILTER_KEYS = ['uni_batch', 'department', 'affiliation'] as const;
const ExtraInfoFilterObject = z.object({
  uni_batch: z.string().trim().min(1).max(100).optional(),
  department: z.string().trim().min(1).max(100).optional(),
  affiliation: z.string().trim().min(1).max(100).optional(),
});
export type ExtraInfoFilter = z.infer<typeof ExtraInfoFilterObject>;

/** extra_info_filter arrives as JSON text in the query string. */
const ExtraInfoFilterText = z
  .string()
  .max(500)
  .transform((text, ctx) => {
    try {
      const parsed = ExtraInfoFilterObject.strict().safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // Reported below, as for any other shape.
    }
    ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.badExtraInfoFilter });
    return z.NEVER;
  });

const recommendationPage = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
  /** Rank the members of this group (one the caller belongs to) instead of the job organization's. */
  group_from_user_to_be_included: DbId.optional(),
};

/** GET /jobs/{id}/recommended-applicants/ */
export const TalentQuery = z.object({ ...recommendationPage, extra_info_filter: ExtraInfoFilterText.optional() });
export type TalentQuery = z.input<typeof TalentQuery>;

/** GET /job-recommendations/: group_from_user_to_be_included keeps to the jobs of that group and the groups under it. */
export const JobRecommendationQuery = z.object(recommendationPage);

/** What a match rests on, each part listed in `reasons` in words. */
export const MatchBasis = z.object({
  score: z.number().int(),
  shared_skills: z.array(z.string()),
  experience_skills: z.array(z.string()),
  shared_topics: z.array(z.string()),
  career_stage_match: z.boolean(),
  country_match: z.boolean(),
  reasons: z.array(z.string()),
});
export type MatchBasis = z.infer<typeof MatchBasis>;

export const Talent = MatchBasis.extend({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string(),
  image: z.string().nullable(),
  title: z.string(),
  country: z.string().nullable(),
});
export type Talent = z.infer<typeof Talent>;
export const TalentList = paginated(Talent);
export type TalentList = z.infer<typeof TalentList>;

export const JobRecommendation = MatchBasis.extend({
  job: Job.pick({ id: true, slug: true, title: true, job_type: true, job_location: true, group: true }),
});
export type JobRecommendation = z.infer<typeof JobRecommendation>;
export const JobRecommendationList = paginated(JobRecommendation);
export type JobRecommendationList = z.infer<typeof JobRecommendationList>;

/** Points per kind of match: a shared skill weighs most, a shared topic least. */
export const MATCH_WEIGHTS = { skill: 3, experienceSkill: 1, careerStage: 2, country: 2, topic: 1 } as const;

/** The words a match's reasons read; one sentence per part that matched. */
export function matchReasons(basis: Omit<MatchBasis, 'reasons' | 'score'>, country: string | null): string[] {
  const reasons: string[] = [];
  if (basis.shared_skills.length) reasons.push(`Skills: ${basis.shared_skills.join(', ')}`);
  if (basis.experience_skills.length) reasons.push(`Experience with ${basis.experience_skills.join(', ')}`);
  if (basis.career_stage_match) reasons.push('Career stage matches');
  if (basis.country_match && country) reasons.push(`Based in ${country}`);
  if (basis.shared_topics.length) reasons.push(`Topics: ${basis.shared_topics.join(', ')}`);
  return reasons;
}
