import { z } from 'zod';
import { LIMITS } from '@trellis/contracts/constants';
import { DbId, paginated } from './common.ts';
import { SearchText } from './groupLists.ts';

export const LEADER_MESSAGES = {
  underReview: 'Your leadership application is under review.',
  submitted: 'Your application has been submitted successfully.',
  alreadyCertified: 'You are already a certified circle leader.',
  responseRequired: 'Please tell us why you want to lead a circle.',
  granted: (level: string) => `Certified as a ${level} circle leader`,
  notified: (level: string) => `You are now a certified circle leader (${level}). You can create circles.`,
  userNotFound: 'This user does not exist.',
  noLeadersFound: 'No circle leaders found',
} as const;
const text = LEADER_MESSAGES;

export const LEADER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CERTIFICATION_LEVEL_IDS = [1, 2, 3] as const;

/** POST /certification-application/: why the member wants to lead, and where. */
export const LeaderApplicationBody = z.object({
  group: DbId.optional(),
  response: z.string({ error: text.responseRequired }).trim().min(1, text.responseRequired).max(LIMITS.longText),
});
export type LeaderApplicationBody = z.infer<typeof LeaderApplicationBody>;

/** GET /certification-application/: the signed-in member's latest application, and whether they are certified. */
export const LeaderApplicationState = z.object({
  application_status: z.enum(LEADER_APPLICATION_STATUSES).nullable(),
  certification_level: z.number().int().nullable(),
});
export type LeaderApplicationState = z.infer<typeof LeaderApplicationState>;

/** GET /leader-certifications/ */
export const LeaderListQuery = z.object({
  search: SearchText.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});
export const CircleLeader = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    image: z.string().nullable(),
    profile: z.object({ name_slug: z.string(), first_name: z.string(), last_name: z.string(), short_bio: z.string() }),
  }),
  certification_level: z.number().int(),
  topic_area_detailed: z.array(z.object({ name: z.string() })),
  no_of_circles_led: z.number().int(),
});
export type CircleLeader = z.infer<typeof CircleLeader>;
export const CircleLeaderList = paginated(CircleLeader);
export type CircleLeaderList = z.infer<typeof CircleLeaderList>;

/** POST /leader-certifications/ (staff): grant a member a certification level, which certifies their group profile. */
export const GrantCertificationBody = z.object({ user: DbId, level: z.union([z.literal(1), z.literal(2), z.literal(3)]) });
export type GrantCertificationBody = z.infer<typeof GrantCertificationBody>;
