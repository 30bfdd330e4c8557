import { z } from 'zod';
import { DbId } from './common.ts';

export const GROUP_CONTACT_MESSAGES = {
  sent: 'Your message has been sent to the organizers.',
  failed: 'Could not send contact email.',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter a message',
  subjectTooLong: 'Keep the subject to 150 characters on one line',
  messageTooLong: 'Keep the message to 3000 characters',
  noOrganizers: 'This group has no organizers to write to yet.',
  ownGroup: 'You run this group, so there is nobody else to write to.',
} as const;
const text = GROUP_CONTACT_MESSAGES;

export const GROUP_CONTACT_LIMITS = { subject: 150, message: 3000 } as const;

/** POST /contact-starleaders/: a signed-in member's message to a group's organizers (its accepted admins and leaders). */
export const GroupContactBody = z.object({
  group_id: DbId,
  subject: z
    .string({ error: text.subjectRequired })
    .trim()
    .min(1, text.subjectRequired)
    .max(GROUP_CONTACT_LIMITS.subject, text.subjectTooLong)
    // A subject is one mail header line.
    .regex(/^[^\r\n]*$/, text.subjectTooLong),
  message: z
    .string({ error: text.messageRequired })
    .trim()
    .min(1, text.messageRequired)
    .max(GROUP_CONTACT_LIMITS.message, text.messageTooLong),
});
export type GroupContactBody = z.input<typeof GroupContactBody>;

export const GroupContactAnswer = z.object({ message: z.string() });
export type GroupContactAnswer = z.infer<typeof GroupContactAnswer>;
