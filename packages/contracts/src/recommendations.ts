import { z } from 'zod';

/** What the right panel recommends, one kind at a time. */
export const RECOMMENDED_ENTITY_TYPES = ['circle', 'event', 'organization', 'user', 'use_case', 'ai_tool', 'job', 'resource'] as const;
export type RecommendedEntityType = (typeof RECOMMENDED_ENTITY_TYPES)[number];

/** At most this many recommendations of each kind. */
export const RECOMMENDATIONS_PER_TYPE = 5;

export { RECOMMENDATION_MESSAGES } from './messages.ts';

export const RecommendedEntitiesQuery = z.object({
  entity_type: z.enum(RECOMMENDED_ENTITY_TYPES),
  /** The slug of the item the page shows: a page never recommends itself. */
  exclude: z.string().trim().min(1).max(300).optional(),
});

/** One recommendation, with the reason it was made in words. */
export const RecommendedItem = z.object({
  type: z.enum(RECOMMENDED_ENTITY_TYPES),
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  reason: z.string(),
  is_followed: z.boolean(),
});
export type RecommendedItem = z.infer<typeof RecommendedItem>;
export const RecommendedEntities = z.object({ data: z.array(RecommendedItem) });
export type RecommendedEntities = z.infer<typeof RecommendedEntities>;
