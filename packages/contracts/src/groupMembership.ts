import { z } from 'zod';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { DbId, paginated } from './common.ts';
import { ConferenceRegistration } from './conferenceRegistration.ts';
import { GROUP_MEMBERSHIP_STATUSES, PAYMENT_STATUSES } from './groupDetail.ts';
import { SearchText } from './groupLists.ts';
import { EVENT_ROLES, MEMBER_ROLES } from './identity.ts';
import { JoinAnswers } from './joinQuestions.ts';
import { AgentResponse, ENTHUSIASM_ANSWERS, REGISTRATION_VERDICTS } from './moderation.ts';

const text = MESSAGES.groupMembership;

/** Roles a user may ask for: member of a circle or an organization; attendee, presenter or volunteer of an event. */
export const JOIN_ROLES = ['member', ...EVENT_ROLES] as const;

/** POST /groups/{id}/join/: the role asked for, the answers to the group's questions, a conference registration. */
export const JoinBody = z.object({
  role: z.enum(JOIN_ROLES).optional(),
  extra_info: ConferenceRegistration.extend({ answers: JoinAnswers.optional() }).optional(),
});
export type JoinBody = z.infer<typeof JoinBody>;

/** What a membership call did: the caller's (or the member's) standing afterwards. */
export const MembershipAnswer = z.object({
  message: z.string(),
  membership_status: z.enum(GROUP_MEMBERSHIP_STATUSES).nullable(),
  wait_listed: z.boolean(),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
});
export type MembershipAnswer = z.infer<typeof MembershipAnswer>;

const reasonText = z.string({ error: text.reasonRequired }).trim().min(1, text.reasonRequired).max(LIMITS.longText);

/** POST /groups/{id}/add-member/ */
export const AddMemberBody = z.object({ user: DbId, role: z.enum(MEMBER_ROLES) });
export type AddMemberBody = z.infer<typeof AddMemberBody>;

/** POST /groups/{id}/remove-member/ */
export const RemoveMemberBody = z.object({ user: DbId, reason: reasonText });
export type RemoveMemberBody = z.infer<typeof RemoveMemberBody>;

/** POST /groups/{id}/respond-join-request/: a rejection carries its reason in notes. */
export const RespondJoinRequestBody = z
  .object({
    users: z.array(DbId, { error: text.selectMembers }).min(1, text.selectMembers).max(100),
    action: z.enum(['accept', 'reject'], { error: text.selectAction }),
    notes: z.string().trim().max(LIMITS.longText).optional(),
  })
  .superRefine((body, context) => {
    if (body.action === 'reject' && !body.notes) context.addIssue({ code: 'custom', path: ['notes'], message: text.reasonRequired });
  });
export type RespondJoinRequestBody = z.infer<typeof RespondJoinRequestBody>;

/** What answering join requests did: the message, and the users whose pending request it decided. */
export const RespondJoinRequestAnswer = z.object({ message: z.string(), users: z.array(z.number().int()) });
export type RespondJoinRequestAnswer = z.infer<typeof RespondJoinRequestAnswer>;

/** POST /payment-voucher/: an accepted member of a paid group hands in proof of payment. */
export const PaymentVoucherBody = z.object({
  group: DbId,
  voucher: z.string({ error: text.voucherRequired }).trim().min(1, text.voucherRequired).max(500),
});
export type PaymentVoucherBody = z.infer<typeof PaymentVoucherBody>;

/** POST /payment-confirmation/: an administrator marks a member's payment paid (accept) or unpaid (reject). */
export const PaymentConfirmationBody = z.object({
  group: DbId,
  user: DbId,
  action: z.enum(['accept', 'reject'], { error: text.selectAction }),
});
export type PaymentConfirmationBody = z.infer<typeof PaymentConfirmationBody>;

/** The member tabs: a membership status, or unverified for members whose e-mail is not verified yet. */
export const MEMBER_TABS = ['accepted', 'pending', 'rejected', 'unverified'] as const;

/** GET /groups/{id}/members/ */
export const MembersQuery = z.object({
  status: z.enum(MEMBER_TABS).default('accepted'),
  role: z.enum(MEMBER_ROLES).optional(),
  search: SearchText.optional(),
  country: z.string().trim().min(1).max(100).optional(),
  /** Option ids of the app config, comma-separated: members in any of them. */
  professional_fields: z
    .string()
    .max(200)
    .regex(/^\d{1,6}(,\d{1,6})*$/, 'Send option ids separated by commas.')
    .transform((list) => list.split(',').map(Number))
    .optional(),
  is_verified: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** The review agent whose recommendation agent_response filters by (registration approval when left out). */
  system_agent_id: DbId.optional(),
  /** A registration verdict (accepted, rejected, pending) or an AI enthusiasm level (0 to 5). */
  agent_response: z.enum([...REGISTRATION_VERDICTS, ...ENTHUSIASM_ANSWERS]).optional(),
  /** Review Members: only the members an agent has reviewed. */
  is_audit: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(500).optional(),
});
export type MembersQuery = z.infer<typeof MembersQuery>;

export const GroupMember = z.object({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string(),
  image: z.string().nullable(),
  institution_name: z.string().nullable(),
  country: z.string().nullable(),
  membership_type: z.enum(['member', 'follower']),
  membership_role: z.enum(MEMBER_ROLES),
  membership_status: z.enum(GROUP_MEMBERSHIP_STATUSES),
  is_verified: z.boolean(),
  requested_at: z.string(),
  joined_at: z.string().nullable(),
  reason: z.string().nullable(),
  notes: z.string().nullable(),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  wait_listed: z.boolean(),
  /** Answers to the join questions, the conference registration, the payment voucher. */
  extra_info: z.record(z.string(), z.unknown()),
  /** The review agents' latest recommendations; an administrator decides. */
  agent_responses: z.array(AgentResponse),
});
export type GroupMember = z.infer<typeof GroupMember>;

export const GroupMemberList = paginated(GroupMember);
export type GroupMemberList = z.infer<typeof GroupMemberList>;

/** GET /export-group-membership/: one tab of a group's members, with the member list's filters, as a CSV file. */
export const ExportMembersQuery = MembersQuery.omit({ page: true, page_size: true }).extend({ group_id: DbId });
export type ExportMembersQuery = z.infer<typeof ExportMembersQuery>;

/** GET /groups/{id}/people/: the group's administrators (anyone may see them) or its members (its members only). */
export const GROUP_PEOPLE_KINDS = ['administrators', 'members'] as const;
export const GroupPeopleQuery = z.object({
  kind: z.enum(GROUP_PEOPLE_KINDS).default('members'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});
export type GroupPeopleQuery = z.infer<typeof GroupPeopleQuery>;
export const GroupPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string(),
  image: z.string().nullable(),
  role: z.enum(MEMBER_ROLES),
});
export type GroupPerson = z.infer<typeof GroupPerson>;
export const GroupPeopleList = paginated(GroupPerson);
export type GroupPeopleList = z.infer<typeof GroupPeopleList>;
export const GROUP_PEOPLE_MESSAGES = { membersOnly: 'Only members of this group can see who its members are.' } as const;
