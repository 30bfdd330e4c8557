import { z } from 'zod';
import { DbId, EMAIL_MAX, EMAIL_PATTERN, paginated } from './common.ts';
import { GroupBrief } from './groupDetail.ts';
import { SearchText } from './groupLists.ts';

/** The Connect page's tabs, by the `connection` query parameter; `all` is every kind. */
export const CONNECT_TABS = ['all', 'circle', 'organization', 'user', 'event'] as const;
export type ConnectTab = (typeof CONNECT_TABS)[number];

/** What a connection is: a member or a group of its own type (an institution lists under the Organization tab). */
export const CONNECT_ITEM_TYPES = ['user', 'circle', 'organization', 'institution', 'event'] as const;
export type ConnectItemType = (typeof CONNECT_ITEM_TYPES)[number];

/** You May Know shows this many people. */
export const YOU_MAY_KNOW_SIZE = 8;

/** Influential people and organizations come 16 a page. */
export const INFLUENCERS_PAGE_SIZE = 16;

export const CONNECT_MESSAGES = {
  noConnections: 'You do not have any connections yet',
  noResults: 'Sorry, no results found',
  followFailed: 'Could not complete request',
  influentialPeopleFailed: 'Could not fetch influential people',
  noInfluentialPeople: 'Sorry, no influential people found',
  noInfluentialOrganizations: 'Sorry, no influential organizations found',
  inviteSent: 'Invitation sent successfully.',
  inviteFailed: 'Could not send invitation.',
  inviteNobody: 'Please add at least one email address',
  inviteInvalidEmail: 'Please enter a valid email address',
  inviteDuplicateEmail: 'Email already added',
  inviteTooMany: (max: number) => `You can invite up to ${max} people at a time`,
  inviteSelf: 'This is your own email address',
  partnerSelf: 'An organization cannot be its own partner',
  partnerNotOrganization: 'Only organizations and institutions can be partners',
} as const;

const yesNo = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .default(false);

/**
 * GET /connect/: without `q`, `country` or `professional_fields` it lists the member's active connections (what they
 * follow and the groups they belong to), newest first; with any of them it searches members and groups.
 */
export const ConnectQuery = z.object({
  q: SearchText.optional(),
  connection: z.enum(CONNECT_TABS).default('all'),
  country: z.string().trim().min(1).max(100).optional(),
  /** Option ids of the app config, comma-separated: people in any of them (groups have no professional field). */
  professional_fields: z
    .string()
    .max(200)
    .regex(/^\d{1,6}(,\d{1,6})*$/, 'Send option ids separated by commas.')
    .transform((list) => list.split(',').map(Number))
    .optional(),
  /**
   * Only what belongs to the hierarchies of the organizations the member is an accepted member of, and to those of
   * their partner organizations.
   */
  limited_search: yesNo,
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).optional(),
});
export type ConnectQuery = z.output<typeof ConnectQuery>;

/** One person or group on the Connect page, with the member's standing towards it. */
export const ConnectItem = z.object({
  type: z.enum(CONNECT_ITEM_TYPES),
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** A member's title, a group's description; '' when there is none. */
  subtitle: z.string(),
  country: z.string().nullable(),
  /** How much of a member's profile is filled in, 0 to 100; null for groups. */
  profile_completion_percent: z.number().int().nullable(),
  is_following: z.boolean(),
  /** The member is an accepted member of the group; false for people. */
  is_member: z.boolean(),
});
export type ConnectItem = z.infer<typeof ConnectItem>;

export const ConnectPage = paginated(ConnectItem).extend({
  /** Whether the member belongs to an organization, so may limit a search to its hierarchy. */
  can_limit_search: z.boolean(),
});
export type ConnectPage = z.infer<typeof ConnectPage>;

export const YouMayKnow = z.object({ data: z.array(ConnectItem) });
export type YouMayKnow = z.infer<typeof YouMayKnow>;

/** GET /influencers/ and GET /influential-organizations/: 16 a page, searchable by name. */
export const InfluentialQuery = z.object({
  search: SearchText.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).optional(),
});
export type InfluentialQuery = z.output<typeof InfluentialQuery>;
export const InfluentialPage = paginated(ConnectItem);
export type InfluentialPage = z.infer<typeof InfluentialPage>;

/** Invite Others takes this many addresses in one go. */
export const CONNECT_INVITE_MAX = 10;

const inviteAddress = z
  .string({ error: CONNECT_MESSAGES.inviteInvalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: CONNECT_MESSAGES.inviteInvalidEmail, abort: true })
  .regex(EMAIL_PATTERN, CONNECT_MESSAGES.inviteInvalidEmail);

/** POST /connect/invite/: the addresses of people the member invites to the site, each once. */
export const ConnectInviteBody = z.object({
  emails: z
    .array(inviteAddress)
    .min(1, CONNECT_MESSAGES.inviteNobody)
    .max(CONNECT_INVITE_MAX, CONNECT_MESSAGES.inviteTooMany(CONNECT_INVITE_MAX))
    .superRefine((emails, context) => {
      const seen = new Set<string>();
      emails.forEach((email, index) => {
        if (seen.has(email)) context.addIssue({ code: 'custom', path: [index], message: CONNECT_MESSAGES.inviteDuplicateEmail });
        seen.add(email);
      });
    }),
});
export type ConnectInviteBody = z.input<typeof ConnectInviteBody>;

/** The same answer whoever the addresses belong to, so an invitation never tells whether someone has an account. */
export const ConnectInviteAnswer = z.object({ message: z.string(), invited: z.number().int() });
export type ConnectInviteAnswer = z.infer<typeof ConnectInviteAnswer>;

/** /organizations/{id}/partners/{partner}/: an organization and one of its partners. */
export const PartnerParams = z.object({ id: DbId, partner: DbId });
/** POST /organizations/{id}/partners/: the organization or institution to work with. */
export const PartnerBody = z.object({ partner_id: DbId });
/** An organization's partners, by name. */
export const PartnerList = z.object({ data: z.array(GroupBrief) });
export type PartnerList = z.infer<typeof PartnerList>;
