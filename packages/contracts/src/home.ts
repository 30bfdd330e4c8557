import { z } from 'zod';
import { CONTENT_TYPES } from './contents.ts';

/** Each block of a member's home shows at most this many items. */
export const HOME_ITEMS_PER_BLOCK = 5;

/** A circle the member never opened counts as new the posts of this many last days. */
export const HOME_NEW_POSTS_DAYS = 7;

const homeList = <T extends z.ZodType>(item: T) => z.array(item).max(HOME_ITEMS_PER_BLOCK);

/** The group an item belongs to, enough to link to its page. */
export const HomeGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string(),
  group_type: z.enum(['organization', 'institution', 'circle', 'event']),
});
export type HomeGroup = z.infer<typeof HomeGroup>;

/** An event the member takes part in that has not ended. */
export const HomeEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export type HomeEvent = z.infer<typeof HomeEvent>;

/** A circle the member belongs to, with what happened in it lately. */
export const HomeCircle = z.object({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string(),
  /**
   * Posts others shared since the member last opened the circle's page, or during the last HOME_NEW_POSTS_DAYS days
   * when they never did.
   */
  new_posts: z.number().int(),
  /** When the member last opened the circle's page; null when they never did. */
  last_seen_at: z.string().nullable(),
  latest_post_at: z.string().nullable(),
});
export type HomeCircle = z.infer<typeof HomeCircle>;

/** A job application still awaiting the organization's decision. */
export const HomeApplication = z.object({
  id: z.number().int(),
  applied_at: z.string(),
  job: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  organization: HomeGroup,
});
export type HomeApplication = z.infer<typeof HomeApplication>;

/** A recent post or newsletter of one of the member's groups. */
export const HomePost = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  types: z.enum(CONTENT_TYPES),
  created_at: z.string(),
  group: HomeGroup,
});
export type HomePost = z.infer<typeof HomePost>;

/** What is the signed-in member's own on the home page. */
export const MemberHome = z.object({
  next_events: homeList(HomeEvent),
  circles: homeList(HomeCircle),
  applications: homeList(HomeApplication),
  group_posts: homeList(HomePost),
});
export type MemberHome = z.infer<typeof MemberHome>;
