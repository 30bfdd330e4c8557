import { z } from 'zod';
import { DbId } from './common.ts';
import { PROGRAM_FORM_LIMITS, PROGRAM_FORM_MESSAGES, ProgramFields } from './programForm.ts';

const text = PROGRAM_FORM_MESSAGES;

/** The fields an organization's or an institution's administrators edit; anything else of PATCH /groups/{id}/ is a program's. */
export const ORGANIZATION_FORM_FIELDS = [
  'name',
  'description',
  'objective',
  'member_requirements',
  'country',
  'topics',
  'maximum_size',
  'publicity',
] as const;
export type OrganizationFormField = (typeof ORGANIZATION_FORM_FIELDS)[number];

export const ORGANIZATION_FORM_MESSAGES = {
  notAnOrganizationField: 'This field does not apply to an organization.',
} as const;

/**
 * An organization as its edit form sends it: the circle form's bounds, with country and at least one topic required
 * (an organization has no parent to take a country from).
 */
export const OrganizationFields = ProgramFields.pick({
  name: true,
  description: true,
  objective: true,
  member_requirements: true,
  maximum_size: true,
}).extend({
  country: z.string({ error: text.required }).trim().min(1, text.required).max(100),
  topics: z.array(DbId, { error: text.required }).min(1, text.required).max(PROGRAM_FORM_LIMITS.topics, text.maxTopics),
  publicity: z.enum(['open', 'closed'], { error: text.required }),
});
export type OrganizationFields = z.infer<typeof OrganizationFields>;

/** Whether a key of PATCH /groups/{id}/ is one an organization has. */
export const isOrganizationField = (key: string): key is OrganizationFormField =>
  (ORGANIZATION_FORM_FIELDS as readonly string[]).includes(key);
