import { PAGE_SIZES } from '@trellis/contracts/constants';

/** Which events the list asks for: a page, a search text, and upcoming or past ones. */
export type EventFilters = { page: number; search: string; when: 'all' | 'upcoming' | 'past' };

/** The query of GET /events/ for one page of the events list. */
export function eventsQuery({ page, search, when }: EventFilters) {
  return { page, page_size: PAGE_SIZES.eventsList, search: search || undefined, when: when === 'all' ? undefined : when };
}
