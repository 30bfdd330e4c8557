import { PAGE_SIZES } from '@trellis/contracts/constants';
import { PATHS } from '@trellis/contracts';

/** GET /use-cases/ for one page of the grid; the server lists approved use cases unless asked otherwise. */
export function useCaseListPath({ page, search }: { page: number; search: string }): string {
  const query = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZES.useCases) });
  if (search) query.set('search', search);
  return `${PATHS.useCases}?${query}`;
}
