import {
  ProgramFields,
  programFormIssues,
  type GroupDetail,
  type ProgramFields as ProgramFieldsType,
  type QuestionDraft,
} from '@trellis/contracts';

export type ProgramType = 'circle' | 'event';

/** The form's values: numbers and dates as their inputs hold them, questions and external link at the top level. */
export type ProgramFormValues = {
  name?: string;
  parent_group?: number;
  description?: string;
  objective?: string;
  member_requirements?: string;
  country?: string;
  maximum_size?: string;
  topics?: number[];
  relevant_sdgs?: number[];
  use_cases?: number[];
  career_stages?: number[];
  duration?: string;
  is_paid?: boolean;
  price?: string;
  discount?: string;
  paid_features?: string[];
  start_date?: string;
  end_date?: string;
  application_open_date?: string;
  application_close_date?: string;
  publicity?: 'open' | 'closed';
  event_type?: ProgramFieldsType['event_type'];
  is_external?: boolean;
  external_link?: string;
  program_type?: string;
  questions?: QuestionDraft[];
  google_classroom_id?: string;
};

const blank = (value: string | undefined) => value === undefined || value.trim() === '';
const numberOf = (value: string | undefined) => (blank(value) ? null : Number(value));
const pad = (value: number) => String(value).padStart(2, '0');

/** A day typed in a date input, as the instant it starts (or, for a closing date, ends) in the member's time zone. */
const instantOf = (day: string | undefined, endOfDay = false) =>
  blank(day) ? null : new Date(`${day}T${endOfDay ? '23:59:59' : '00:00:00'}`).toISOString();
const dayOf = (iso: string | null) => {
  if (!iso) return undefined;
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * The body the server takes, built from the form's values. The course id is sent only when the form shows it
 * (`withClassroomCourse`): left out, an edit keeps the stored one instead of clearing it.
 */
export function bodyOfValues(values: ProgramFormValues, groupType: ProgramType, withClassroomCourse: boolean): ProgramFieldsType {
  const isPaid = values.is_paid ?? false;
  const courseId = groupType === 'circle' && !blank(values.google_classroom_id) ? values.google_classroom_id!.trim() : null;
  return {
    name: values.name ?? '',
    group_type: groupType,
    parent_group: values.parent_group ?? null,
    description: values.description ?? '',
    objective: values.objective ?? '',
    member_requirements: values.member_requirements ?? '',
    country: blank(values.country) ? null : values.country!.trim(),
    maximum_size: numberOf(values.maximum_size),
    topics: values.topics ?? [],
    relevant_sdgs: values.relevant_sdgs ?? [],
    use_cases: values.use_cases ?? [],
    career_stages: values.career_stages ?? [],
    duration: values.duration?.trim() ?? '',
    is_paid: isPaid,
    price: isPaid ? numberOf(values.price) : null,
    discount: isPaid ? (numberOf(values.discount) ?? 0) : 0,
    paid_features: isPaid ? (values.paid_features ?? []) : [],
    start_date: instantOf(values.start_date),
    end_date: instantOf(values.end_date, true),
    application_open_date: instantOf(values.application_open_date),
    application_close_date: instantOf(values.application_close_date, true),
    publicity: values.publicity ?? null,
    event_type: groupType === 'event' ? (values.event_type ?? null) : null,
    extra_info: {
      questions: (values.questions ?? []).map((question) => ({
        ...question,
        required: question.required ?? false,
        options: question.options ?? [],
      })),
      is_external: groupType === 'event' ? (values.is_external ?? false) : false,
      external_link: values.is_external && !blank(values.external_link) ? values.external_link!.trim() : null,
      program_type: blank(values.program_type) ? null : values.program_type!.trim(),
    },
    ...(withClassroomCourse ? { google_classroom_id: courseId } : {}),
  };
}

/** A saved circle or event as the form's values, for editing. */
export function valuesOfGroup(group: GroupDetail): ProgramFormValues {
  const text = (value: number | null) => (value === null ? undefined : String(value));
  return {
    name: group.name,
    description: group.description,
    objective: group.objective,
    member_requirements: group.member_requirements,
    country: group.country ?? undefined,
    maximum_size: text(group.maximum_size),
    topics: group.topics,
    relevant_sdgs: group.relevant_sdgs,
    use_cases: group.use_cases,
    career_stages: group.career_stages,
    duration: group.duration,
    is_paid: (group.price ?? 0) > 0,
    price: text(group.price),
    discount: String(group.discount),
    paid_features: group.paid_features,
    start_date: dayOf(group.start_date),
    end_date: dayOf(group.end_date),
    application_open_date: dayOf(group.application_open_date),
    application_close_date: dayOf(group.application_close_date),
    publicity: group.publicity,
    event_type: (group.event_type as ProgramFormValues['event_type']) ?? undefined,
    is_external: group.extra_info.is_external,
    external_link: group.extra_info.external_link ?? undefined,
    program_type: group.extra_info.program_type ?? undefined,
    questions: group.extra_info.questions,
    google_classroom_id: group.google_classroom_id ?? undefined,
  };
}

export type FieldProblem = { name: (string | number)[]; errors: string[] };

/** A server or contract path as the form names the field: extra_info's fields sit at the top level of the form. */
export const formNameOf = (path: readonly (string | number)[]) => (path[0] === 'extra_info' ? path.slice(1) : [...path]);

/** A dotted server path ("extra_info.questions.0.label") as a form name. */
export const formNameOfDotted = (dotted: string) => formNameOf(dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));

/**
 * The same checks the server runs, so every broken rule is named before anything is sent: each field's bounds,
 * then the rules between fields.
 */
export function formProblems(body: ProgramFieldsType, creating: boolean): FieldProblem[] {
  const parsed = ProgramFields.safeParse(body);
  // The form always builds a body of the right shape, so the rules between fields apply even when a bound fails.
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path as (string | number)[], message: issue.message }))),
    ...programFormIssues(parsed.success ? parsed.data : body, { creating }),
  ];
  const byName = new Map<string, FieldProblem>();
  for (const issue of issues) {
    const name = formNameOf(issue.path);
    const key = name.join('.');
    const problem = byName.get(key) ?? { name, errors: [] };
    // One message per field: the first broken rule.
    if (!problem.errors.length) problem.errors.push(issue.message);
    byName.set(key, problem);
  }
  return [...byName.values()];
}
