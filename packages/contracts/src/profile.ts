import { z } from 'zod';
import { PROFILE_REQUIRED_FIELDS } from './profileCompleteness/requiredFields.ts';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { DbId, emailField } from './common.ts';
import type { SiteVariant } from './config.ts';
import { CareerEntry } from './identity.ts';

const REQUIRED = MESSAGES.common.required;
const M = MESSAGES.profileForm;

/** Option ids the profile form relies on (app config lists): 0 is "other", role 1 is high school, role 3 shows job_function. */
export const OTHER_OPTION = 0;
export const HIGH_SCHOOL_ROLE = 1;
export const FIRST_CAREER_STAGE = 1;
export const JOB_FUNCTION_ROLE = 3;

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

const requiredText = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(LIMITS.shortText, M.maxChars(LIMITS.shortText));
const optionalText = (max: number = LIMITS.shortText) => z.string().trim().max(max, M.maxChars(max));
const words = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((text) => wordCount(text) <= max, message);
const optionId = z.number({ error: REQUIRED }).int(REQUIRED).min(0, REQUIRED);
const idList = (max: number, message: string) => z.array(DbId).max(max, message);
/**
 * Links other members open. A value with a scheme must be http or https, so a `javascript:` or `data:` link can never
 * be stored; a bare handle or identifier (an ORCID iD) stays allowed.
 */
const url = optionalText(LIMITS.shortText).refine((text) => !/^[a-z][a-z0-9+.-]*:/i.test(text) || /^https?:\/\//i.test(text), M.invalidUrl);

/** Fields every site's profile form has. */
const baseFields = {
  first_name: requiredText,
  last_name: requiredText,
  title: requiredText,
  country: requiredText,
  location: optionalText(),
  professional_field: optionId.nullable(),
  professional_field_extra: z.string().trim(),
  discipline: optionalText(),
  interested_services: z.array(optionId, { error: REQUIRED }).min(1, REQUIRED),
  current_role: optionId,
  career_stage: optionId,
  career_stage_extra: z.string().trim(),
  reason_to_join: z.array(optionId),
  reason_to_join_extra: z.string().trim(),
  job_function: optionId.nullable(),
  prefered_language: optionalText(),
  short_bio: words(LIMITS.bioWords, M.maxWords400),
  career_story: words(LIMITS.bioWords, M.maxWords400),
  career_advice: optionalText(LIMITS.longText),
  skills: idList(LIMITS.maxTags, M.maxSkills).min(1, REQUIRED),
  topics: idList(LIMITS.maxTags, M.maxTopics),
  specific_needs: z.string().trim().max(LIMITS.specificNeedsChars, M.max500),
  additional_career_information: words(LIMITS.additionalCareerInfoWords, M.maxWords200),
  calendy_url: url,
  social_linkedin: url,
  social_twitter: url,
  social_facebook: url,
  social_google_scholar: url,
  social_research_gate: url,
  social_orcid: url,
};

/** The institutional block: only institutional sites show it. */
const institutionalFields = {
  institution: DbId.nullable().refine((id) => id !== null, REQUIRED),
  batch: optionalText(),
  uni_batch: optionalText(),
  affiliation: optionalText(),
  college: optionalText(),
  department: optionalText(),
};

const diasporaFields = { country_of_origin: requiredText };

export type ProfileFormOptions = { variant: SiteVariant; requireDepartment?: boolean };

type Values = Record<string, unknown>;

/** Include conditions and bounds that depend on other fields; a field whose condition fails is not validated. */
function checkConditions(values: Values, ctx: z.RefinementCtx, { variant, requireDepartment }: ProfileFormOptions) {
  const tooLong = (field: string, message: string) => {
    const text = values[field];
    if (typeof text === 'string' && text.length > LIMITS.extraTextChars) ctx.addIssue({ code: 'custom', path: [field], message });
  };
  if (values.career_stage === OTHER_OPTION) tooLong('career_stage_extra', M.max30);
  if (Array.isArray(values.reason_to_join) && values.reason_to_join.includes(OTHER_OPTION)) tooLong('reason_to_join_extra', M.max50);
  if (values.professional_field === OTHER_OPTION) tooLong('professional_field_extra', M.max50);
  if (variant === 'institutional' && requireDepartment && 'department' in values && !String(values.department ?? '').trim()) {
    ctx.addIssue({ code: 'custom', path: ['department'], message: REQUIRED });
  }
}

/** Fields that are not included are dropped, so hidden answers are never stored. */
function dropExcluded<T extends Values>(values: T): T {
  const out: Values = { ...values };
  if ('career_stage' in out && out.career_stage !== OTHER_OPTION) delete out.career_stage_extra;
  if ('reason_to_join' in out && !(out.reason_to_join as number[]).includes(OTHER_OPTION)) delete out.reason_to_join_extra;
  if ('professional_field' in out && out.professional_field !== OTHER_OPTION) delete out.professional_field_extra;
  if ('current_role' in out && out.current_role !== JOB_FUNCTION_ROLE) {
    if ('job_function' in out) out.job_function = null;
  }
  // A high-school role always means the first career stage.
  if (out.current_role === HIGH_SCHOOL_ROLE) out.career_stage = FIRST_CAREER_STAGE;
  return out as T;
}

function fieldsFor(variant: SiteVariant) {
  return {
    ...baseFields,
    ...(variant === 'institutional' ? institutionalFields : {}),
    ...(variant === 'diaspora' ? diasporaFields : {}),
  };
}

/** The fields of a site's profile form, in form order. */
export function profileFormFields(variant: SiteVariant): string[] {
  return Object.keys(fieldsFor(variant));
}

export { PROFILE_REQUIRED_FIELDS } from './profileCompleteness/requiredFields.ts';

/**
 * The whole profile form of a site's variant: the client validates with it before
 * sending, the server with its partial twin, so both give the same messages.
 */
export function profileFormSchema(options: ProfileFormOptions) {
  const shape = Object.fromEntries(
    Object.entries(fieldsFor(options.variant)).map(([name, schema]) => [
      name,
      PROFILE_REQUIRED_FIELDS.has(name) ? schema : schema.optional(),
    ]),
  );
  return z
    .object(shape)
    .superRefine((values, ctx) => checkConditions(values, ctx, options))
    .transform(dropExcluded);
}

/**
 * PATCH /users/profile/ (and /profiles/me/): any subset of the form, so each wizard
 * step saves its own fields. A field that is sent is checked as the full form checks it.
 */
export function profileUpdateSchema(options: ProfileFormOptions) {
  return z
    .object(fieldsFor(options.variant))
    .partial()
    .superRefine((values, ctx) => checkConditions(values, ctx, options))
    .transform(dropExcluded);
}
export type ProfileUpdate = z.input<ReturnType<typeof profileUpdateSchema>> & {
  institution?: number | null;
  batch?: string;
  uni_batch?: string;
  affiliation?: string;
  college?: string;
  department?: string;
  country_of_origin?: string;
};

/** POST /group-profiles/ and PATCH /group-profiles/{id}/: the career answers alone. */
export const GroupProfileUpdate = z
  .object({
    professional_field: optionId.nullable(),
    career_stage: optionId,
    reason_to_join: z.array(optionId),
    current_role: optionId,
    job_function: optionId.nullable(),
    topics: idList(LIMITS.maxTags, M.maxTopics),
    skills: idList(LIMITS.maxTags, M.maxSkills),
  })
  .partial()
  .transform(dropExcluded);
export type GroupProfileUpdate = z.input<typeof GroupProfileUpdate>;

/** GET /users/profile/: the member's own answers as form values, for the edit form. */
export const OwnProfileForm = z.object({
  values: z.record(z.string(), z.unknown()),
  group_profile_id: z.number().int().nullable(),
  /** Career advice is editable only for certified members who are not influencers. */
  can_give_career_advice: z.boolean(),
});
export type OwnProfileForm = z.infer<typeof OwnProfileForm>;

/** Answer of the profile writes: a sentence, the caller reloads GET /identity/. */
export const ProfileSaved = z.object({ message: z.string() });

/**
 * When a career entry starts or ends: a month ("2023-02"), as resumes and the profile page give it;
 * a full date ("2023-02-14") is accepted too and shown by its month.
 */
const careerMonth = z.union([z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/), z.iso.date()], { error: M.invalidMonth });

/** POST /career-profiles/ and PATCH /career-profiles/{id}/. */
export const CareerEntryInput = z
  .object({
    type: z.enum(['work', 'education'], { error: REQUIRED }),
    title: requiredText,
    description: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(LIMITS.longText, M.maxChars(LIMITS.longText)),
    group: requiredText,
    skills: z.array(DbId, { error: REQUIRED }).min(1, REQUIRED).max(LIMITS.maxTags, M.maxSkills),
    is_currently_working: z.boolean().default(false),
    start_date: z.string({ error: REQUIRED }).min(1, REQUIRED).pipe(careerMonth),
    end_date: careerMonth.nullable().optional(),
    batch: optionalText().nullable().optional(),
  })
  .superRefine((entry, ctx) => {
    if (!entry.is_currently_working && !entry.end_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: REQUIRED });
  })
  .transform((entry) => ({ ...entry, end_date: entry.is_currently_working ? null : (entry.end_date ?? null) }));
export type CareerEntryInput = z.input<typeof CareerEntryInput>;

/** POST /groups/ from the profile form: a new institution typed as free text. */
export const InstitutionCreate = z.object({ name: requiredText, group_type: z.literal('institution') });
export type InstitutionCreate = z.infer<typeof InstitutionCreate>;
export const InstitutionCreated = z.object({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string(),
  group_type: z.literal('institution'),
});

/** GET /topics/?topic_type=skill|general&search=; POST /topics/ adds one. */
export const TopicType = z.enum(['skill', 'general']);
export const TopicsQuery = z.object({ topic_type: TopicType.default('general'), search: z.string().trim().max(100).optional() });
export const TopicCreate = z.object({ name: requiredText.max(100, M.maxChars(100)), topic_type: TopicType.default('general') });
export const TopicList = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });

/** POST /users/alternate-email/: an alternate address, verified next with POST /verify-otp/ (type alternate_email). */
export const AlternateEmailRequest = z.object({
  email: emailField(MESSAGES.auth.emailRequired, MESSAGES.auth.emailInvalid),
});

/** One stored file: `mime_type` is what its bytes were found to be, never what the uploader's name said. */
export const UploadedFile = z.object({ id: z.number().int(), file: z.string(), mime_type: z.string(), description: z.string() });
export type UploadedFile = z.infer<typeof UploadedFile>;
/** POST /file-upload/: readers take data.data[0].id and .file. */
export const FileUploadResponse = z.object({ data: z.array(UploadedFile) });
export type FileUploadResponse = z.infer<typeof FileUploadResponse>;
export const PictureResponse = z.object({ picture: z.string().nullable() });

/** What a resume or a professional-network profile gave; only what was found is present. */
export const ImportedProfile = z.object({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  title: z.string().optional(),
  social_linkedin: z.string().optional(),
  skills: z.array(z.string()),
  work: z.array(z.object({ title: z.string(), group: z.string(), start_date: z.string().nullable(), end_date: z.string().nullable() })),
  education: z.array(
    z.object({ title: z.string(), group: z.string(), start_date: z.string().nullable(), end_date: z.string().nullable() }),
  ),
});
export type ImportedProfile = z.infer<typeof ImportedProfile>;
export const IMPORT_FIELDS = ['first_name', 'last_name', 'title', 'social_linkedin', 'skills', 'work', 'education'] as const;
export const ImportResponse = z.object({
  message: z.string(),
  resume: z.string().nullable(),
  data: ImportedProfile,
  updated: z.array(z.string()),
});
export type ImportResponse = z.infer<typeof ImportResponse>;
/** POST /update-profile-linkedin/ */
export const LinkedinImportRequest = z.object({
  url: z
    .string({ error: MESSAGES.registration.linkedinUrlRequired })
    .trim()
    .min(1, MESSAGES.registration.linkedinUrlRequired)
    .url(MESSAGES.registration.linkedinUrlRequired),
  fields_to_update: z.array(z.enum(IMPORT_FIELDS)).optional(),
  user_id: DbId.optional(),
});
/** GET /profile-import/options/: which registration entries this server can offer. */
export const ImportOptions = z.object({ linkedin: z.boolean(), resume: z.boolean() });
export type ImportOptions = z.infer<typeof ImportOptions>;

/**
 * A body whose fields the handler checks itself, with rules it picks per request (the site's variant) or after
 * merging it with what is stored; only its being an object is checked first. Clients send it typed as T.
 */
const checkedByHandler = <T>() =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'Expected an object');
export const ProfileUpdateBody = checkedByHandler<ProfileUpdate>();
export const GroupProfileUpdateBody = checkedByHandler<GroupProfileUpdate>();
export const CareerEntryBody = checkedByHandler<CareerEntryInput>();
export const CareerEntryChanges = checkedByHandler<Partial<CareerEntryInput>>();

/** GET /career-profiles/: the member's own entries. */
export const CareerEntries = z.object({ work: z.array(CareerEntry), education: z.array(CareerEntry) });
export type CareerEntries = z.infer<typeof CareerEntries>;

/** GET /media/{name}: a stored file by its generated name. */
export const MediaParams = z.object({ name: z.string().max(60) });
/** A grant the server put on the address of a file it checks on every download (a premium resource's). */
export const MediaQuery = z.object({ grant: z.string().max(120).optional() });
