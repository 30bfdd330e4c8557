import { z } from 'zod';
import { DbId, EMAIL_MAX, EMAIL_PATTERN } from './common.ts';
import { GroupBrief } from './groupDetail.ts';

export const INVITATION_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  duplicateEmail: 'Email already added',
  nobody: 'Please add at least one email address or select a user',
  sent: 'Invitation sent successfully',
  sendFailed: 'Could not send invitation.',
  inviteFailed: 'Could not invite users',
  responded: (action: 'accept' | 'reject') => `Successfully ${action}ed invitation`,
  notAllowed: 'Only accepted members can invite others to this group.',
  ended: 'This circle has ended, so nobody can be invited to it.',
  notFound: 'This invitation does not exist or is not addressed to you.',
  alreadyAnswered: 'This invitation has already been answered.',
  banner: (kind: string) => `You are invited to join this ${kind}`,
} as const;
const text = INVITATION_MESSAGES;

/** The most addresses and members one invitation call takes. */
export const INVITE_LIMIT = 50;

const inviteEmail = z
  .string({ error: text.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: text.invalidEmail, abort: true })
  .regex(EMAIL_PATTERN, text.invalidEmail);

/** POST /invite-users/: members and e-mail addresses invited to a group, at least one of either, no address twice. */
export const InviteBody = z
  .object({
    content_type: z.literal('group'),
    object_id: DbId,
    users: z.array(DbId).max(INVITE_LIMIT).default([]),
    emails: z.array(inviteEmail).max(INVITE_LIMIT).default([]),
  })
  .superRefine((body, context) => {
    if (!body.users.length && !body.emails.length) context.addIssue({ code: 'custom', path: ['emails'], message: text.nobody });
    const seen = new Set<string>();
    body.emails.forEach((email, index) => {
      if (seen.has(email)) context.addIssue({ code: 'custom', path: ['emails', index], message: text.duplicateEmail });
      seen.add(email);
    });
  });
export type InviteBody = z.input<typeof InviteBody>;

export const INVITE_OUTCOMES = ['invited', 'already_invited', 'already_member', 'unknown_user'] as const;
export const InviteAnswer = z.object({
  message: z.string(),
  type: z.literal('group'),
  results: z.array(z.object({ email: z.string().nullable(), user: z.number().int().nullable(), outcome: z.enum(INVITE_OUTCOMES) })),
});
export type InviteAnswer = z.infer<typeof InviteAnswer>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;

/** GET /invitation/{key}/: an invitation addressed to the signed-in member. */
export const Invitation = z.object({
  id: z.string(),
  content_type: z.literal('group'),
  status: z.enum(INVITATION_STATUSES),
  group: GroupBrief,
  invited_by: z.string().nullable(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;

/** POST /invitation/{key}/: the invitee's decision. */
export const InvitationDecision = z.object({ action: z.enum(['accept', 'reject']) });
export type InvitationDecision = z.infer<typeof InvitationDecision>;
export const InvitationAnswer = z.object({ message: z.string(), invitation: Invitation });
export type InvitationAnswer = z.infer<typeof InvitationAnswer>;

/** A key as the link carries it: bounded, so a long one is refused before any look-up. */
export const InvitationKeyParam = z.object({ key: z.string().min(1).max(100) });
