import { z } from 'zod';
import { NamedItem } from './common.ts';

export const MEMBERSHIP_STATUSES = ['accepted', 'rejected', 'pending', 'confirmed', 'submitted', 'canceled', 'errored', 'expired'] as const;
export const GROUP_TYPES = ['organization', 'event', 'institution', 'circle'] as const;
export const GROUP_ROLES = ['admin', 'leader', 'facilitator', 'member'] as const;
export { ADMIN_LEVEL_ROLES } from './constants.ts';
/** Roles of an event's participants. */
export const EVENT_ROLES = ['attendee', 'presenter', 'volunteer'] as const;
/** Every role a membership can hold. */
export const MEMBER_ROLES = [...GROUP_ROLES, ...EVENT_ROLES] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** An organization as the shell sees it. */
export const OrganizationSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string(),
  logo: z.string().nullable(),
  description: z.string(),
  domain: z.string().nullable(),
  membership_type: z.enum(['member', 'follower']).nullable(),
  membership_status: z.enum(MEMBERSHIP_STATUSES).nullable(),
  role: z.enum(MEMBER_ROLES).nullable(),
  group_type: z.enum(GROUP_TYPES),
  root_group: z.number().int().nullable(),
  privacy: z.union([z.literal(0), z.literal(20)]),
  publicity: z.enum(['open', 'closed']),
  is_default: z.boolean(),
});
export type OrganizationSummary = z.infer<typeof OrganizationSummary>;

export const UserSubscription = z.object({
  applied_membership_tier: z.number().int().min(0).max(3),
  tier_name: z.string(),
  payment_status: z.string().nullable(),
  is_institutional_membership: z.boolean(),
  one_to_one_chat: z.boolean(),
  use_ama: z.boolean(),
  circle_discount_percent: z.number().min(0).max(100),
  can_view_premium_resources: z.boolean(),
  can_create_membership_card: z.boolean(),
  /** month or year while a paid subscription runs. */
  stripe_membership_recurring_duration: z.enum(['month', 'year']).nullable(),
});
export type UserSubscription = z.infer<typeof UserSubscription>;

export const Profile = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  picture: z.string().nullable(),
  name_slug: z.string(),
  country: z.string().nullable(),
  location: z.string().nullable(),
  completion_percent: z.number().int().min(0).max(100),
  topics_detailed: z.array(NamedItem),
  skills_detailed: z.array(NamedItem),
  email: z.string(),
  alternate_email: z.string().nullable(),
  is_alternate_email_verified: z.boolean(),
  resume: z.string().nullable(),
  social_linkedin: z.string().nullable(),
  institution: z.string().nullable(),
  short_bio: z.string(),
  career_story: z.string(),
  career_advice: z.string(),
  video: z.string().nullable(),
  calendy_url: z.string().nullable(),
  leadership_certification_details: z.object({ level: z.number().int().min(1).max(3) }).nullable(),
});
export type Profile = z.infer<typeof Profile>;

export const GroupProfile = z.object({
  id: z.number().int(),
  professional_field: z.number().int().nullable(),
  career_stage: z.number().int().nullable(),
  reason_to_join: z.array(z.number().int()),
  current_role: z.number().int().nullable(),
  job_function: z.number().int().nullable(),
  is_certified: z.boolean(),
  topics: z.array(z.number().int()),
  skills: z.array(z.number().int()),
  extra_info: z.record(z.string(), z.unknown()),
});
export type GroupProfile = z.infer<typeof GroupProfile>;

export const CareerEntry = z.object({
  id: z.number().int(),
  type: z.enum(['work', 'education']),
  title: z.string(),
  description: z.string(),
  group: z.string(),
  skills: z.array(NamedItem),
  is_currently_working: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  batch: z.string().nullable(),
});
export type CareerEntry = z.infer<typeof CareerEntry>;

/** GET /identity/. */
export const Identity = z.object({
  id: z.number().int(),
  first_name: z.string(),
  profile: Profile,
  group_profile: GroupProfile.nullable(),
  organization: OrganizationSummary.nullable(),
  switchable_orgs: z.array(OrganizationSummary),
  user_subscription: UserSubscription,
  is_verified: z.boolean(),
  is_trial_user: z.boolean(),
  is_staff: z.boolean(),
  unread_notifications_count: z.number().int(),
  work_experiences: z.array(CareerEntry),
  education_background: z.array(CareerEntry),
});
export type Identity = z.infer<typeof Identity>;

/** GET /users/profile/{slug}/: what anyone may see of a member. */
export const PublicProfile = Profile.pick({
  id: true,
  first_name: true,
  last_name: true,
  picture: true,
  name_slug: true,
  country: true,
  location: true,
  topics_detailed: true,
  skills_detailed: true,
  short_bio: true,
  career_story: true,
  career_advice: true,
  institution: true,
}).extend({
  /** The member's user id, which follow and chat calls take (`id` is the profile's). */
  user_id: z.number().int(),
  is_certified: z.boolean(),
  work_experiences: z.array(CareerEntry),
  education_background: z.array(CareerEntry),
  /** Whether the signed-in viewer follows this member; false for visitors. */
  is_following: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;
