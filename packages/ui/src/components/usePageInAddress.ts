import { useSearchParams } from '@trellis/ui/router';
import { pageFromQuery } from './listQuery.ts';

/**
 * The page of a list kept in `?page`, so it can be linked, reloaded and left with Back, and the means to move to
 * another; the first page leaves the parameter out. `replace` moves without a history entry of its own.
 */
export function usePageInAddress() {
  const [params, setParams] = useSearchParams();
  const goToPage = (next: number, { replace = false } = {}) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      },
      { replace },
    );
  return { page: pageFromQuery(params.get('page')), onFirstPage: !params.has('page'), goToPage };
}
