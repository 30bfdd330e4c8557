import { PAGE_SIZES } from '@trellis/contracts/constants';

/** The query of GET /use-cases/ for one page of the grid; the server lists approved use cases unless asked otherwise. */
export function useCaseListQuery({ page, search }: { page: number; search: string }) {
  return { page, page_size: PAGE_SIZES.useCases, search: search || undefined };
}
