import { z } from 'zod';
import { DbId, paginated } from './common.ts';

/** What a member can keep among their favourites. */
export const BOOKMARK_TYPES = ['job', 'resource', 'circle', 'event', 'use_case', 'ai_tool'] as const;
export type BookmarkType = (typeof BOOKMARK_TYPES)[number];

/** What a member's own items are listed by: the path segment of `/{type}/me/`. */
export const MY_ITEM_TYPES = ['jobs', 'resources', 'circles', 'ai-tools', 'use-cases'] as const;
export type MyItemType = (typeof MY_ITEM_TYPES)[number];

/** Overview sections show this many items, with View More when there are more. */
export const OVERVIEW_ITEMS = 3;

export const FAVOURITE_MESSAGES = {
  added: 'Added to favourites',
  removed: 'Removed from favourites',
  failed: 'Could not perform action',
  notFound: 'There is nothing of that kind to keep.',
  signUpTitle: 'Sign up to keep your favourites',
  signUpText: 'Create a free account to keep use cases, AI tools, jobs and circles and find them again under Favorites.',
} as const;

export const BookmarkTypeParam = z.object({ type: z.enum(BOOKMARK_TYPES) });
export const BookmarkParams = z.object({ type: z.enum(BOOKMARK_TYPES), id: DbId });
export const MyItemTypeParam = z.object({ type: z.enum(MY_ITEM_TYPES) });

/** One kept or owned item, in the fields every card needs; `slug` builds the link to its page. */
export const ListedItem = z.object({
  type: z.enum(BOOKMARK_TYPES),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  /** Pending, approved or rejected, for the member's own submissions; null where the item has no review. */
  status: z.string().nullable(),
  created_at: z.string(),
});
export type ListedItem = z.infer<typeof ListedItem>;

export const ListedItems = paginated(ListedItem);
export type ListedItems = z.infer<typeof ListedItems>;

export const OverviewSection = z.object({ type: z.enum(BOOKMARK_TYPES), count: z.number().int(), data: z.array(ListedItem) });
export type OverviewSection = z.infer<typeof OverviewSection>;
/** GET /my-favourites/ and GET /my-items/: the first items of each section and how many there are. */
export const ItemsOverview = z.object({ sections: z.array(OverviewSection) });
export type ItemsOverview = z.infer<typeof ItemsOverview>;

export const BookmarkAnswer = z.object({ message: z.string(), is_bookmarked: z.boolean() });
export type BookmarkAnswer = z.infer<typeof BookmarkAnswer>;

export const ItemsPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).optional(),
});
