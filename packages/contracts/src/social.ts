import { z } from 'zod';
import { DbId, PageQuery, paginated } from './common.ts';

export const FOLLOW_ACTIONS = ['follow', 'unfollow'] as const;
/** Item types one can follow. */
export const FOLLOW_TYPES = ['user', 'organization', 'group', 'institution', 'circle', 'event'] as const;
export type FollowType = (typeof FOLLOW_TYPES)[number];

export const FollowParams = z.object({ type: z.enum(FOLLOW_TYPES), id: DbId });
export const FollowAnswer = z.object({ is_following: z.boolean() });
export type FollowAnswer = z.infer<typeof FollowAnswer>;

/** GET /connections/: whose list, and which way the follows point. */
export const CONNECTION_DIRECTIONS = ['followers', 'following'] as const;
export type ConnectionDirection = (typeof CONNECTION_DIRECTIONS)[number];
export const ConnectionsQuery = PageQuery.pick({ page: true, page_size: true, current_org: true }).extend({
  /** A member's name_slug; the signed-in user when left out. */
  user: z.string().trim().min(1).max(200).optional(),
  direction: z.enum(CONNECTION_DIRECTIONS).default('followers'),
});

/** A person on either side of a follow; `id` is the user id the follow calls take. */
export const Connection = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  name_slug: z.string(),
  picture: z.string().nullable(),
  title: z.string(),
  institution: z.string().nullable(),
  /** Whether the signed-in viewer follows this person; false for visitors. */
  is_following: z.boolean(),
});
export type Connection = z.infer<typeof Connection>;
export const ConnectionList = paginated(Connection);
export type ConnectionList = z.infer<typeof ConnectionList>;

export const FeedbackBody = z.object({
  title: z.string().trim().min(1, 'Required').max(200),
  content: z.string().trim().min(1, 'Required').max(4000),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;

/** Portal focus options. */
export const PORTAL_FOCUS_OPTIONS = [
  { id: 'learn_ai_skills', label: 'AI Skills', description: 'Learn and apply AI tools in your work and studies.' },
  { id: 'career_development', label: 'Career Growth', description: 'Plan your next career step with circles, events and jobs.' },
  { id: 'both', label: 'Both AI & Career', description: 'A balance of AI skills and career development.' },
] as const;
export const PortalFocus = z.enum(['learn_ai_skills', 'career_development', 'both']);
export type PortalFocus = z.infer<typeof PortalFocus>;
export const DEFAULT_PORTAL_FOCUS_ID: PortalFocus = 'both';

/** GET and PUT /users/portal-preferences/: the persona is a current_role id of the options config. */
export const PortalPreferences = z.object({
  current_role: z.number().int().positive().max(1000).nullable(),
  focus_area: PortalFocus,
});
export type PortalPreferences = z.infer<typeof PortalPreferences>;
export const SavePortalPreferences = PortalPreferences.extend({ current_role: z.number().int().positive().max(1000) });
