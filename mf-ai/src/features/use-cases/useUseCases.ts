import { useApi } from '@trellis/platform/api-client';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { PATHS, type UseCaseList } from '@trellis/contracts';

export type UseCaseListParams = { page: number; search: string };

/** GET /use-cases/ for one page of the grid; the server lists approved use cases unless asked otherwise. */
export function useCaseListPath({ page, search }: UseCaseListParams): string {
  const query = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZES.useCases) });
  if (search) query.set('search', search);
  return `${PATHS.useCases}?${query}`;
}

export function useUseCases(params: UseCaseListParams) {
  return useApi<UseCaseList>(useCaseListPath(params));
}
