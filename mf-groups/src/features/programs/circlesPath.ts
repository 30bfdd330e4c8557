import { PATHS } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';

/** Which circles the list asks for: a page, a search text, and paid or free ones. */
export type CircleFilters = { page: number; search: string; paid: 'all' | 'paid' | 'free' };

/** GET /circles/ for one page of the circles list. */
export function circlesPath({ page, search, paid }: CircleFilters): string {
  const params = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZES.circlesList) });
  if (search) params.set('search', search);
  if (paid !== 'all') params.set('is_paid', String(paid === 'paid'));
  return `${PATHS.circles}?${params}`;
}
