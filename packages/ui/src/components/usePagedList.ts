import { useState } from 'react';
import { useCall } from '@trellis/platform/api-client';
import type { CallInput, Endpoint } from '@trellis/contracts/endpoints';
import { usePageInAddress } from './usePageInAddress.ts';

/** What one page of a list is asked with: its number, the search term ('' for none) and the list's own filters. */
export type ListQuery<Filters> = Filters & { page: number; search: string };

/**
 * One page of a searchable, filtered list and the means to change it. The page lives in `?page`, so a page can be
 * linked, reloaded and left with Back; a new search or filter starts again from the first page without a history
 * entry of its own. The previous page stays on screen while the next one loads.
 */
export function usePagedList<E extends Endpoint, Filters extends object>(
  endpoint: E,
  queryOf: (query: ListQuery<Filters>) => CallInput<E>['query'],
  initialFilters: Filters,
) {
  const { page, onFirstPage, goToPage } = usePageInAddress();
  const [search, setSearchTerm] = useState('');
  const [filters, setFilters] = useState(initialFilters);
  const backToFirstPage = () => {
    if (!onFirstPage) goToPage(1, { replace: true });
  };

  const input = { query: queryOf({ ...filters, page, search }) } as CallInput<E>;
  const result = useCall(endpoint, input, { keepPreviousData: true });
  return {
    ...result,
    page,
    search,
    filters,
    goToPage,
    setSearch(term: string) {
      setSearchTerm(term);
      backToFirstPage();
    },
    setFilter<Name extends keyof Filters>(name: Name, value: Filters[Name]) {
      setFilters((current) => ({ ...current, [name]: value }));
      backToFirstPage();
    },
  };
}
