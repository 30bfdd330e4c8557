import { z } from 'zod';
import { LIMITS } from '@trellis/contracts/constants';
import { DbId, NamedItem } from './common.ts';
import { GoogleClassroomCourseId } from './googleClassroom.ts';
import { GroupBrief, GroupDetail } from './groupDetail.ts';
import { EVENT_TYPES } from './groupLists.ts';
import { JOIN_QUESTION_LIMITS, JOIN_QUESTION_TYPES } from './joinQuestions.ts';
import { InstitutionCreate, InstitutionCreated } from './profile.ts';

/** The wording of the circle and event form's rules. */
export const PROGRAM_FORM_MESSAGES = {
  required: 'Required',
  tooLong: `Maximum of ${LIMITS.longText} characters`,
  positiveOnly: 'Postive number only',
  maxTopics: `Maximum ${LIMITS.maxTags} topics`,
  maxThree: 'Maximum 3',
  aboveZero: 'Must be greater than zero',
  discount: 'Discount must be between 0 and 100',
  endBeforeStart: 'The end date must come after the start date.',
  closeBeforeOpen: 'Applications must close after they open.',
  closeAfterEnd: 'Applications must close before the program ends.',
  invalidDate: 'Please enter a valid date.',
  invalidLink: 'Enter a web address starting with http:// or https://',
  questionRequired: 'Please enter question',
  typeRequired: 'Please select field type',
  optionsRequired: 'Please add at least one option.',
  duplicateOption: 'Each option must be different.',
  tooManyQuestions: `A group may ask at most ${JOIN_QUESTION_LIMITS.questions} questions.`,
  created: (groupType: string) => `Successfully created ${groupType}`,
  updated: 'Successfully updated information',
  questionsAdded: 'Questions added successfully',
  questionsFailed: 'Failed to add questions',
  coverUpdated: 'Successfully updated cover image',
  coverFailed: 'Could not update cover image',
  logoUpdated: 'Successfully updated logo',
  logoFailed: 'Could not update logo',
  parentNotAllowed: 'You can only create it under an organization or institution where you are an accepted administrator.',
  eventNeedsCertification: 'Only certified administrators can create events.',
  circleNeedsCertification: 'Only administrators with a circle leadership certification can create circles.',
  noParents: 'You are not an administrator of any organization or institution yet.',
  unknownTopic: 'This topic does not exist.',
  unknownUseCase: 'This use case does not exist.',
} as const;
const text = PROGRAM_FORM_MESSAGES;

/** Circle and event creation limits: topics 7, SDGs 3, paid features 3, use cases 3, texts 4000 characters. */
export const PROGRAM_FORM_LIMITS = {
  topics: LIMITS.maxTags,
  sdgs: 3,
  paidFeatures: 3,
  useCases: 3,
  careerStages: 20,
  maximumSize: 1_000_000,
} as const;

/** The seventeen UN Sustainable Development Goals, by number. */
export const SDGS = [
  'No Poverty',
  'Zero Hunger',
  'Good Health and Well-being',
  'Quality Education',
  'Gender Equality',
  'Clean Water and Sanitation',
  'Affordable and Clean Energy',
  'Decent Work and Economic Growth',
  'Industry, Innovation and Infrastructure',
  'Reduced Inequalities',
  'Sustainable Cities and Communities',
  'Responsible Consumption and Production',
  'Climate Action',
  'Life Below Water',
  'Life on Land',
  'Peace, Justice and Strong Institutions',
  'Partnerships for the Goals',
] as const;
export const SdgList = z.object({ data: z.array(NamedItem) });
export type SdgList = z.infer<typeof SdgList>;
export const sdgItems = (ids?: readonly number[]) =>
  SDGS.map((name, index) => ({ id: index + 1, name })).filter((sdg) => !ids || ids.includes(sdg.id));

const requiredText = (max: number) => z.string({ error: text.required }).trim().min(1, text.required).max(max, text.tooLong);
const optionalText = z.string().trim().max(LIMITS.longText, text.tooLong);
const dateText = z
  .string({ error: text.required })
  .max(40, text.invalidDate)
  .refine((value) => !Number.isNaN(Date.parse(value)), text.invalidDate);
const ids = (max: number, message: string) => z.array(DbId, { error: text.required }).max(max, message);

/** A question as the builder sends it: a new one has no id yet, the server names it. */
export const QuestionDraft = z.object({
  id: z.string().min(1).max(64).optional(),
  label: z.string({ error: text.questionRequired }).trim().min(1, text.questionRequired).max(JOIN_QUESTION_LIMITS.label),
  type: z.enum(JOIN_QUESTION_TYPES, { error: text.typeRequired }),
  required: z.boolean().default(false),
  options: z.array(z.string().trim().min(1, text.required).max(JOIN_QUESTION_LIMITS.option)).max(JOIN_QUESTION_LIMITS.options).default([]),
});
export type QuestionDraft = z.input<typeof QuestionDraft>;

export const QuestionDrafts = z.array(QuestionDraft).max(JOIN_QUESTION_LIMITS.questions, text.tooManyQuestions);

/** What the form may set in a program's extra_info. */
export const ProgramExtraInfo = z.object({
  questions: QuestionDrafts.optional(),
  is_external: z.boolean().optional(),
  external_link: z
    .string()
    .trim()
    .max(LIMITS.shortText * 5)
    .regex(/^https?:\/\/\S+$/, text.invalidLink)
    .nullable()
    .optional(),
  program_type: z.string().trim().max(LIMITS.shortText).nullable().optional(),
});

/** Every field of the circle and event form, each bounded; the rules between fields are `programFormIssues`. */
export const ProgramFields = z.object({
  name: requiredText(LIMITS.shortText),
  group_type: z.enum(['circle', 'event'], { error: text.required }),
  parent_group: DbId.nullable(),
  description: requiredText(LIMITS.longText),
  objective: optionalText,
  member_requirements: optionalText,
  country: z.string().trim().max(100).nullable(),
  maximum_size: z
    .number({ error: text.positiveOnly })
    .int(text.positiveOnly)
    .min(0, text.positiveOnly)
    .max(PROGRAM_FORM_LIMITS.maximumSize)
    .nullable(),
  topics: ids(PROGRAM_FORM_LIMITS.topics, text.maxTopics),
  relevant_sdgs: z.array(z.number().int().min(1).max(SDGS.length), { error: text.required }).max(PROGRAM_FORM_LIMITS.sdgs, text.maxThree),
  use_cases: ids(PROGRAM_FORM_LIMITS.useCases, text.maxThree),
  career_stages: z.array(z.number().int().min(0).max(100_000)).max(PROGRAM_FORM_LIMITS.careerStages),
  duration: z.string().trim().max(LIMITS.shortText),
  is_paid: z.boolean(),
  /** In US dollars. */
  price: z.number({ error: text.aboveZero }).max(1_000_000).nullable(),
  discount: z.number({ error: text.discount }).int(text.discount).min(0, text.discount).max(100, text.discount),
  paid_features: z
    .array(z.string().trim().min(1, text.required).max(LIMITS.shortText))
    .max(PROGRAM_FORM_LIMITS.paidFeatures, text.maxThree),
  start_date: dateText.nullable(),
  end_date: dateText.nullable(),
  application_open_date: dateText.nullable(),
  application_close_date: dateText.nullable(),
  publicity: z.enum(['open', 'closed'], { error: text.required }).nullable(),
  event_type: z.enum(EVENT_TYPES, { error: text.required }).nullable(),
  extra_info: ProgramExtraInfo,
  /** A circle's Google Classroom course id; empty or null when it has none. Events ignore it. */
  google_classroom_id: GoogleClassroomCourseId.nullable().optional(),
});
export type ProgramFields = z.infer<typeof ProgramFields>;

type Issue = { path: (string | number)[]; message: string };

/**
 * The rules between fields of a circle or event: what each type requires, a price above zero when paid, dates in
 * order, options for choice questions. The client checks them before sending; the server checks the merged result of
 * a create or an edit.
 */
export function programFormIssues(form: ProgramFields, { creating }: { creating: boolean }): Issue[] {
  const issues: Issue[] = [];
  const require = (field: keyof ProgramFields, missing: boolean) => {
    if (missing) issues.push({ path: [field], message: text.required });
  };
  require('parent_group', creating && form.parent_group === null);
  require('topics', form.topics.length === 0);
  require('relevant_sdgs', form.group_type === 'circle' && form.relevant_sdgs.length === 0);
  require('duration', form.duration === '');
  require('career_stages', form.career_stages.length === 0);
  for (const field of ['start_date', 'end_date', 'application_open_date', 'application_close_date', 'publicity'] as const)
    require(field, form[field] === null);
  require('event_type', form.group_type === 'event' && form.event_type === null);
  if (form.is_paid) {
    if (form.price === null) issues.push({ path: ['price'], message: text.required });
    else if (!(form.price > 0)) issues.push({ path: ['price'], message: text.aboveZero });
  }
  const time = (value: string | null) => (value === null ? null : Date.parse(value));
  const [start, end, open, close] = [
    time(form.start_date),
    time(form.end_date),
    time(form.application_open_date),
    time(form.application_close_date),
  ];
  if (start !== null && end !== null && end < start) issues.push({ path: ['end_date'], message: text.endBeforeStart });
  if (open !== null && close !== null && close < open) issues.push({ path: ['application_close_date'], message: text.closeBeforeOpen });
  if (close !== null && end !== null && close > end) issues.push({ path: ['application_close_date'], message: text.closeAfterEnd });
  if (form.extra_info.is_external && !form.extra_info.external_link)
    issues.push({ path: ['extra_info', 'external_link'], message: text.required });
  (form.extra_info.questions ?? []).forEach((question, index) => {
    const options = question.options ?? [];
    if ((question.type === 'radio' || question.type === 'selection') && options.length === 0)
      issues.push({ path: ['extra_info', 'questions', index, 'options'], message: text.optionsRequired });
    if (new Set(options).size !== options.length)
      issues.push({ path: ['extra_info', 'questions', index, 'options'], message: text.duplicateOption });
  });
  return issues;
}

/** POST /groups/: a new circle or event under one of the creator's organizations or institutions. */
export const ProgramCreateBody = ProgramFields.superRefine((form, context) => {
  for (const issue of programFormIssues(form, { creating: true })) context.addIssue({ code: 'custom', ...issue });
});
export type ProgramCreateBody = z.input<typeof ProgramCreateBody>;

/**
 * PATCH /groups/{id}/: any of the form's fields (the question builder sends only extra_info.questions); the rules are
 * checked on the group as it would be after the change. The type and the parent stay as created.
 */
export const ProgramPatchBody = ProgramFields.omit({ group_type: true, parent_group: true }).partial();
export type ProgramPatchBody = z.input<typeof ProgramPatchBody>;

/** GET /groups/parent-options/: where the signed-in user may create a circle or an event, or why nowhere. */
export const ParentOptionsQuery = z.object({ group_type: z.enum(['circle', 'event']) });
export const ParentOptions = z.object({ data: z.array(GroupBrief), reason: z.string().nullable() });
export type ParentOptions = z.infer<typeof ParentOptions>;

/** The answer of a cover image or logo upload. */
export const GroupImageAnswer = z.object({ message: z.string(), cover_image: z.string().nullable(), logo: z.string().nullable() });
export type GroupImageAnswer = z.infer<typeof GroupImageAnswer>;

/** What a create or an edit answers: the message to show and the group as saved. */
export const ProgramSaved = z.object({ message: z.string(), group: GroupDetail });
export type ProgramSaved = z.infer<typeof ProgramSaved>;

/** POST /groups/: an institution typed in the profile form, or a circle or an event from the creation form. */
export const GroupCreateBody = z.discriminatedUnion('group_type', [InstitutionCreate, ProgramCreateBody]);
export type GroupCreateBody = z.input<typeof GroupCreateBody>;

/** What POST /groups/ answers: the institution (found or added), or the circle or event as created. */
export const GroupCreated = z.union([ProgramSaved, InstitutionCreated]);
export type GroupCreated = z.infer<typeof GroupCreated>;
