import { z } from 'zod';
import { paginated } from './common.ts';
import { SEARCH_TOO_SHORT } from './groupLists.ts';
import { LIMITS } from '@trellis/contracts/constants';

/** What the search looks through; `all` looks through everything. */
export const SEARCH_SCOPES = ['all', 'user', 'group', 'job', 'resource', 'use_case', 'ai_tool'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** The kind of a hit: a group answers as its own type, so its link can be built. */
export const SEARCH_HIT_TYPES = [
  'user',
  'organization',
  'institution',
  'circle',
  'event',
  'job',
  'resource',
  'use_case',
  'ai_tool',
] as const;
export type SearchHitType = (typeof SEARCH_HIT_TYPES)[number];

/** Search results come 16 a page. */
export const SEARCH_PAGE_SIZE = 16;

/** GET /search/all/: words to look for (every word must match, the last one as the start of a word). */
export const GlobalSearchQuery = z.object({
  search: z.string().trim().min(LIMITS.searchMinChars, SEARCH_TOO_SHORT).max(LIMITS.shortText),
  type: z.enum(SEARCH_SCOPES).default('all'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(SEARCH_PAGE_SIZE),
});
export type GlobalSearchQuery = z.output<typeof GlobalSearchQuery>;

export const SearchHit = z.object({
  type: z.enum(SEARCH_HIT_TYPES),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;
export const GlobalSearchResults = paginated(SearchHit);
export type GlobalSearchResults = z.infer<typeof GlobalSearchResults>;
