import { z } from 'zod';
import { NamedItem, PageQuery, paginated } from './common.ts';

export const CONTENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A use case as the list shows it. */
export const UseCaseCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail_image: z.string().nullable(),
  topics_detailed: z.array(NamedItem),
  business_value: z.string(),
  complexity: z.string(),
  innovation_category: z.string(),
  categories: z.array(z.string()),
  vote_score: z.number().int(),
  user_vote_type: z.union([z.literal(1), z.literal(-1), z.null()]),
  status: z.enum(CONTENT_STATUSES),
  created_at: z.string(),
});
export type UseCaseCard = z.infer<typeof UseCaseCard>;

/** GET /use-cases/ */
export const UseCaseListQuery = PageQuery.extend({
  status: z.enum(CONTENT_STATUSES).optional(),
});
export type UseCaseListQuery = z.infer<typeof UseCaseListQuery>;
export const UseCaseList = paginated(UseCaseCard);
export type UseCaseList = z.infer<typeof UseCaseList>;
