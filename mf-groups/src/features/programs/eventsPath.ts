import { PATHS } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';

/** Which events the list asks for: a page, a search text, and upcoming or past ones. */
export type EventFilters = { page: number; search: string; when: 'all' | 'upcoming' | 'past' };

/** GET /events/ for one page of the events list. */
export function eventsPath({ page, search, when }: EventFilters): string {
  const params = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZES.eventsList) });
  if (search) params.set('search', search);
  if (when !== 'all') params.set('when', when);
  return `${PATHS.events}?${params}`;
}
