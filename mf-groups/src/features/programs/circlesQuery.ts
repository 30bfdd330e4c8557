import { PAGE_SIZES } from '@trellis/contracts/constants';

/** Which circles the list asks for: a page, a search text, and paid or free ones. */
export type CircleFilters = { page: number; search: string; paid: 'all' | 'paid' | 'free' };

/** The query of GET /circles/ for one page of the circles list. */
export function circlesQuery({ page, search, paid }: CircleFilters) {
  return {
    page,
    page_size: PAGE_SIZES.circlesList,
    search: search || undefined,
    is_paid: paid === 'all' ? undefined : paid === 'paid' ? ('true' as const) : ('false' as const),
  };
}
