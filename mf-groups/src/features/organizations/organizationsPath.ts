import { PATHS } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';

/** GET /groups/ for one page of organizations, optionally narrowed by a search text. */
export function organizationsPath({ page, search }: { page: number; search: string }): string {
  const params = new URLSearchParams({
    group_type: 'organization',
    page: String(page),
    page_size: String(PAGE_SIZES.organizations),
  });
  if (search) params.set('search', search);
  return `${PATHS.groups}?${params}`;
}
