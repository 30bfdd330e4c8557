import { z } from 'zod';
import { PersonResult, PersonSearchQuery } from './chat.ts';
import { paginated } from './common.ts';
import { GROUP_TYPES } from './identity.ts';

/** GET /search/ types that find groups: every kind of group, or institutions alone (the profile form's picker). */
export const GROUP_SEARCH_TYPES = ['all_group', 'institution'] as const;

/** Entity search shows up to 100 groups a page. */
export const ENTITY_SEARCH_PAGE_SIZE = 100;

export const GroupSearchQuery = z.object({
  type: z.enum(GROUP_SEARCH_TYPES),
  search: z.string().trim().min(2, 'Enter at least 2 characters').max(100),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(ENTITY_SEARCH_PAGE_SIZE).default(ENTITY_SEARCH_PAGE_SIZE),
  /** Only verified groups. */
  is_verified_group: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type GroupSearchQuery = z.infer<typeof GroupSearchQuery>;

/** GET /search/: people (type user) or groups (all_group, institution). */
export const PeopleAndGroupsQuery = z.discriminatedUnion('type', [PersonSearchQuery, GroupSearchQuery]);

/**
 * One search result: a person (group_type null, headline their short bio) or a group (image its logo, headline its
 * country), so every search shows its results alike.
 */
export const PeopleAndGroupsHit = PersonResult.extend({ group_type: z.enum(GROUP_TYPES).nullable() });
export type PeopleAndGroupsHit = z.infer<typeof PeopleAndGroupsHit>;
export const PeopleAndGroupsResults = paginated(PeopleAndGroupsHit);
export type PeopleAndGroupsResults = z.infer<typeof PeopleAndGroupsResults>;
