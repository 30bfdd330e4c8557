import { z } from 'zod';
import { CIRCLE_LIFECYCLES } from './circleLifecycle.ts';
import { CommerceDonationDetails } from './commerce.ts';
import { GroupCard } from './groups.ts';
import { GROUP_TYPES, MEMBER_ROLES } from './identity.ts';
import { JoinQuestion } from './joinQuestions.ts';

/** The default maximum size of a group whose maximum_size is unset. */
export const DEFAULT_MAXIMUM_SIZE = 1000;

/** Price and dates of a circle or event, shown alike on its card and its page. */
export const PROGRAM_TERMS = {
  /** In US dollars; null when free. */
  price: z.number().nullable(),
  discount: z.number().int(),
  paid_features: z.array(z.string()),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  application_open_date: z.string().nullable(),
  application_close_date: z.string().nullable(),
  event_type: z.string().nullable(),
};

export const GROUP_MEMBERSHIP_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const PAYMENT_STATUSES = ['pending', 'confirmed'] as const;

export const GroupBrief = z.object({ id: z.number().int(), name: z.string(), name_slug: z.string(), group_type: z.enum(GROUP_TYPES) });
export type GroupBrief = z.infer<typeof GroupBrief>;

/** The public part of a group's extra_info. */
export const GroupExtraInfo = z.object({
  questions: z.array(JoinQuestion),
  is_external: z.boolean(),
  external_link: z.string().nullable(),
  program_type: z.string().nullable(),
});
export type GroupExtraInfo = z.infer<typeof GroupExtraInfo>;

/**
 * GET /groups/{id}/ and /groups/slug/{slug}/: a group with the signed-in user's standing in it. The counts of
 * pending, rejected and unverified members are the group administrators' (and staff's) only; others get null.
 */
export const GroupDetail = GroupCard.extend({
  objective: z.string(),
  member_requirements: z.string(),
  topics: z.array(z.number().int()),
  parent_group: GroupBrief.nullable(),
  maximum_size: z.number().int().nullable(),
  pending_members_count: z.number().int().nullable(),
  rejected_members_count: z.number().int().nullable(),
  unverified_members_count: z.number().int().nullable(),
  membership_status: z.enum(GROUP_MEMBERSHIP_STATUSES).nullable(),
  membership_type: z.enum(['member', 'follower']).nullable(),
  role: z.enum(MEMBER_ROLES).nullable(),
  wait_listed: z.boolean(),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  is_admin: z.boolean(),
  followed: z.boolean(),
  ...PROGRAM_TERMS,
  extra_info: GroupExtraInfo,
  relevant_sdgs: z.array(z.number().int()),
  use_cases: z.array(z.number().int()),
  career_stages: z.array(z.number().int()),
  duration: z.string(),
  /** The signed-in user's group profile is certified. */
  is_certified: z.boolean(),
  lifecycle: z.enum(CIRCLE_LIFECYCLES).nullable(),
  /** The donation an organization takes; null when it takes none. */
  donation_details: CommerceDonationDetails.nullable(),
  /** The Google Classroom course a circle syncs from; its administrators' (and staff's) only, null for others. */
  google_classroom_id: z.string().nullable(),
  /** Staff let an organization's own circles sync from Google Classroom (when it is a site's default organization). */
  classroom_access: z.boolean(),
});
export type GroupDetail = z.infer<typeof GroupDetail>;
