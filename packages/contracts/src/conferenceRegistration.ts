import { z } from 'zod';
import { LIMITS } from '@trellis/contracts/constants';
import { DbId } from './common.ts';
import { wordCount } from './profile.ts';

export const PARTICIPANT_TYPES = ['attendee', 'presenter'] as const;
export const SUBMISSION_TYPES = [
  'Keynote Speaker',
  'Distinguished Speaker',
  'Plenary Presentation',
  'Paper Presentation',
  'Panel Discussion',
  'Workshop',
  'Arts-based Performances',
  'Book talk',
] as const;
export const PROGRAM_TYPES = ['Online Conference', 'In-Person Conference'] as const;
export const PUBLICATIONS = [
  'Journal article (3,000 to 6,500 words)',
  'Book chapter (2,500 to 4,000 words)',
  'Practitioner essay (1,500 to 2,000 words)',
  'Not interested',
] as const;
export const DIETARY_OPTIONS = ['Vegetarian', 'Non-vegetarian'] as const;
export const ABSTRACT_MAX_WORDS = 250;

/** Fields only a presenter fills in; an attendee's registration drops them. */
export const PRESENTER_FIELDS = ['submission_type', 'title', 'abstract', 'abstract_file', 'publication'] as const;

/** A conference registration, as it travels in the join call's extra_info. */
export const ConferenceRegistration = z.object({
  phone_number: z.string().trim().max(32).optional(),
  alternative_phone_number: z.string().trim().max(32).optional(),
  participant_type: z.enum(PARTICIPANT_TYPES).optional(),
  submission_type: z.enum(SUBMISSION_TYPES).optional(),
  program_type: z.enum(PROGRAM_TYPES).optional(),
  title: z.string().trim().max(LIMITS.shortText).optional(),
  abstract: z.string().trim().max(LIMITS.longText).optional(),
  /** The id of an uploaded PDF. */
  abstract_file: DbId.optional(),
  publication: z.enum(PUBLICATIONS).optional(),
  dietary: z.enum(DIETARY_OPTIONS).optional(),
});
export type ConferenceRegistration = z.infer<typeof ConferenceRegistration>;

export const CONFERENCE_MESSAGES = {
  participantType: 'Please select a participant type',
  submissionType: 'Please select a submission type',
  programType: 'Please select a program type',
  title: 'Please enter a title',
  abstractWords: 'Maximum 250 words',
  abstractFile: 'Please submit an abstract text above or upload an pdf file here',
  publication: 'Please select a publication',
} as const;

/** Field errors of a registration, keyed `extra_info.<field>`; presenter-only fields are checked for presenters only. */
export function conferenceRegistrationErrors(registration: ConferenceRegistration): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[`extra_info.${field}`] = [message]);
  if (!registration.participant_type) fail('participant_type', CONFERENCE_MESSAGES.participantType);
  if (!registration.program_type) fail('program_type', CONFERENCE_MESSAGES.programType);
  if (registration.participant_type !== 'presenter') return errors;
  if (!registration.submission_type) fail('submission_type', CONFERENCE_MESSAGES.submissionType);
  if (!registration.title) fail('title', CONFERENCE_MESSAGES.title);
  if (registration.abstract && wordCount(registration.abstract) > ABSTRACT_MAX_WORDS) fail('abstract', CONFERENCE_MESSAGES.abstractWords);
  if (!registration.abstract && registration.abstract_file === undefined) fail('abstract_file', CONFERENCE_MESSAGES.abstractFile);
  if (!registration.publication) fail('publication', CONFERENCE_MESSAGES.publication);
  return errors;
}

/** What is kept of a registration: an attendee's carries no presenter fields. */
export function keptRegistration(registration: ConferenceRegistration): ConferenceRegistration {
  if (registration.participant_type === 'presenter') return registration;
  const kept: Record<string, unknown> = { ...registration };
  for (const field of PRESENTER_FIELDS) delete kept[field];
  return kept as ConferenceRegistration;
}
