import { PAGE_SIZES } from '@trellis/contracts/constants';

/** The query of GET /groups/ for one page of organizations, optionally narrowed by a search text. */
export function organizationsQuery({ page, search }: { page: number; search: string }) {
  return { group_type: 'organization' as const, page, page_size: PAGE_SIZES.organizations, search: search || undefined };
}
