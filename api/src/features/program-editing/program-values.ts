import { and, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { PROGRAM_FORM_MESSAGES, storedQuestions, type JoinQuestion, type ProgramFields, type QuestionDraft } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import type { groups } from '../../db/schema/index.ts';
import { topics, useCases } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { visibleTo } from '../submissions/visibility.ts';

type GroupRow = typeof groups.$inferSelect;
type ProgramType = ProgramFields['group_type'];

const iso = (date: Date | null) => date?.toISOString() ?? null;
const date = (value: string | null) => (value === null ? null : new Date(value));

/** A stored circle or event as the form shows it, so an edit can be checked as a whole. */
export function formOfGroup(group: GroupRow & { groupType: ProgramType }): ProgramFields {
  const extra = group.extraInfo;
  return {
    name: group.name,
    group_type: group.groupType,
    parent_group: group.parentGroupId,
    description: group.description,
    objective: group.objective,
    member_requirements: group.memberRequirements,
    country: group.country,
    maximum_size: group.maximumSize,
    topics: group.topics,
    relevant_sdgs: group.relevantSdgs,
    use_cases: group.useCases,
    career_stages: group.careerStages,
    duration: group.duration,
    is_paid: (group.priceCents ?? 0) > 0,
    price: group.priceCents === null ? null : group.priceCents / 100,
    discount: group.discount,
    paid_features: group.paidFeatures,
    start_date: iso(group.startDate),
    end_date: iso(group.endDate),
    application_open_date: iso(group.applicationOpenDate),
    application_close_date: iso(group.applicationCloseDate),
    publicity: group.publicity,
    event_type: (group.eventType as ProgramFields['event_type']) ?? null,
    extra_info: {
      questions: storedQuestions(extra),
      is_external: extra.is_external === true,
      external_link: typeof extra.external_link === 'string' ? extra.external_link : null,
      program_type: typeof extra.program_type === 'string' ? extra.program_type : null,
    },
    google_classroom_id: group.googleClassroomId,
  };
}

/** Questions as stored: a new question gets an id, and a question keeps its id so earlier answers still match it. */
function namedQuestions(drafts: readonly QuestionDraft[]): JoinQuestion[] {
  return drafts.map((draft) => ({
    id: draft.id ?? `q-${randomUUID().slice(0, 8)}`,
    label: draft.label.trim(),
    type: draft.type,
    required: draft.required ?? false,
    // Text and file questions offer no options.
    options: draft.type === 'radio' || draft.type === 'selection' ? (draft.options ?? []) : [],
  }));
}

/** The columns a checked form sets. A free program keeps no price, paid features or discount. */
export function columnsOfForm(form: ProgramFields, storedExtra: Record<string, unknown>) {
  const paid = form.is_paid;
  return {
    name: form.name,
    description: form.description,
    objective: form.objective,
    memberRequirements: form.member_requirements,
    country: form.country,
    maximumSize: form.maximum_size,
    topics: form.topics,
    relevantSdgs: form.relevant_sdgs,
    useCases: form.use_cases,
    careerStages: form.career_stages,
    duration: form.duration,
    priceCents: paid && form.price !== null ? Math.round(form.price * 100) : null,
    discount: paid ? form.discount : 0,
    paidFeatures: paid ? form.paid_features : [],
    startDate: date(form.start_date),
    endDate: date(form.end_date),
    applicationOpenDate: date(form.application_open_date),
    applicationCloseDate: date(form.application_close_date),
    publicity: form.publicity ?? 'open',
    eventType: form.group_type === 'event' ? form.event_type : null,
    // Only circles sync from Google Classroom; an empty id clears it.
    googleClassroomId: form.group_type === 'circle' ? form.google_classroom_id || null : null,
    extraInfo: {
      ...storedExtra,
      questions: namedQuestions(form.extra_info.questions ?? []),
      is_external: form.extra_info.is_external ?? false,
      external_link: form.extra_info.is_external ? (form.extra_info.external_link ?? null) : null,
      program_type: form.extra_info.program_type ?? null,
    },
  };
}

/** Refuses topics the author cannot see and use cases that do not exist, naming the field. */
export async function checkReferences(db: Database, userId: number, form: Pick<ProgramFields, 'topics' | 'use_cases'>) {
  const errors: Record<string, string[]> = {};
  if (form.topics.length) {
    const found = await db
      .select({ id: topics.id })
      .from(topics)
      .where(and(inArray(topics.id, form.topics), eq(topics.topicType, 'general'), visibleTo(topics.pendingAuthorId, userId)));
    if (found.length !== new Set(form.topics).size) errors.topics = [PROGRAM_FORM_MESSAGES.unknownTopic];
  }
  if (form.use_cases.length) {
    const found = await db.select({ id: useCases.id }).from(useCases).where(inArray(useCases.id, form.use_cases));
    if (found.length !== new Set(form.use_cases).size) errors.use_cases = [PROGRAM_FORM_MESSAGES.unknownUseCase];
  }
  if (Object.keys(errors).length) throw new HttpError(400, { field_errors: errors });
}
