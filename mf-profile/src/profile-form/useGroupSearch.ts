import { useCall } from '@trellis/platform/api-client';
import { ENTITY_SEARCH_PAGE_SIZE, type GROUP_SEARCH_TYPES, type PeopleAndGroupsHit } from '@trellis/contracts';
import { LIMITS } from '@trellis/contracts/constants';
import { chatEndpoints } from '@trellis/contracts/endpoints';
import { useDebouncedValue } from '@trellis/ui';

/** Where a group search stands, for the words its picker shows. */
export type GroupSearchState = 'too_short' | 'searching' | 'failed' | 'empty' | 'found';

/**
 * Groups by name through GET /search/ (`all_group`: every kind of group; `institution`: institutions alone), asked once
 * the member pauses typing for the entity search's 300 ms and has typed at least 2 characters.
 */
export function useGroupSearch(type: (typeof GROUP_SEARCH_TYPES)[number], typed: string) {
  const wanted = typed.trim();
  const term = useDebouncedValue(wanted, LIMITS.entitySearchDebounceMs);
  const asked = term.length >= LIMITS.searchMinChars;
  const { data, error, isLoading } = useCall(
    chatEndpoints.search,
    asked ? { query: { type, search: term, page_size: ENTITY_SEARCH_PAGE_SIZE } } : null,
  );
  const hits: PeopleAndGroupsHit[] = asked && data ? data.data : [];
  const state: GroupSearchState =
    wanted.length < LIMITS.searchMinChars
      ? 'too_short'
      : wanted !== term || isLoading
        ? 'searching'
        : error
          ? 'failed'
          : hits.length
            ? 'found'
            : 'empty';
  return { hits, state, term };
}
