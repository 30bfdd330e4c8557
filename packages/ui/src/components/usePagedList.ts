import { useState } from 'react';
import { useApi } from '@trellis/platform/api-client';
import type { Paginated } from '@trellis/contracts';
import { useSearchParams } from '@trellis/ui/router';
import { pageFromQuery } from './listQuery.ts';

/** What one page of a list is asked with: its number, the search term ('' for none) and the list's own filters. */
export type ListQuery<Filters> = Filters & { page: number; search: string };

/**
 * One page of a searchable, filtered list and the means to change it. The page lives in `?page`, so a page can be
 * linked, reloaded and left with Back; a new search or filter starts again from the first page without a history
 * entry of its own. The previous page stays on screen while the next one loads.
 */
export function usePagedList<Item, Filters extends object>(pathOf: (query: ListQuery<Filters>) => string, initialFilters: Filters) {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const [search, setSearchTerm] = useState('');
  const [filters, setFilters] = useState(initialFilters);

  const goToPage = (next: number, { replace = false } = {}) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      },
      { replace },
    );
  };
  const backToFirstPage = () => {
    if (params.has('page')) goToPage(1, { replace: true });
  };

  const result = useApi<Paginated<Item>>(pathOf({ ...filters, page, search }), { keepPreviousData: true });
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
