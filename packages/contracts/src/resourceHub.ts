import { z } from 'zod';
import { SearchText } from './groupLists.ts';
import { RESOURCE_TOPIC_AREAS } from './resources.ts';

/** The resource hub shows 15 a page. */
export const RESOURCE_HUB_PAGE_SIZE = 15;

export const RESOURCE_HUB_MESSAGES = { empty: 'No resources found' } as const;

const topicAreaIds = RESOURCE_TOPIC_AREAS.map((area) => area.id) as number[];

/** GET /resource-hub/: `topic_areas` is a comma list of topic area ids; a resource in any of them is listed. */
export const ResourceHubQuery = z.object({
  topic_areas: z
    .string()
    .max(100)
    .regex(/^\d{1,3}(,\d{1,3})*$/, 'Send topic area ids separated by commas.')
    .transform((list) => list.split(',').map(Number))
    .refine((ids) => ids.every((id) => topicAreaIds.includes(id)), 'Unknown topic area.')
    .optional(),
  search: SearchText.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).optional(),
});
export type ResourceHubQuery = z.output<typeof ResourceHubQuery>;
