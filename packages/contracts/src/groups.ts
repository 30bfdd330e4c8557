import { z } from 'zod';
import { NamedItem, PageQuery, paginated } from './common.ts';
import { GROUP_TYPES } from './identity.ts';

/** A group as lists show it. */
export const GroupCard = z.object({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string(),
  group_type: z.enum(GROUP_TYPES),
  logo: z.string().nullable(),
  cover_image: z.string().nullable(),
  description: z.string(),
  country: z.string().nullable(),
  topics_detailed: z.array(NamedItem),
  total_members: z.number().int(),
  total_circles: z.number().int(),
  publicity: z.enum(['open', 'closed']),
  privacy: z.union([z.literal(0), z.literal(20)]),
  is_verified: z.boolean(),
  is_influencer: z.boolean(),
});
export type GroupCard = z.infer<typeof GroupCard>;

/** GET /groups/ */
export const GroupListQuery = PageQuery.extend({
  group_type: z.enum(GROUP_TYPES).optional(),
  is_verified: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type GroupListQuery = z.infer<typeof GroupListQuery>;
export const GroupList = paginated(GroupCard);
export type GroupList = z.infer<typeof GroupList>;
