import { useCall } from '@trellis/platform/api-client';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { ConnectionDirection } from '@trellis/contracts';
import { socialEndpoints } from '@trellis/contracts/endpoints';

export type ConnectionsParams = { slug: string; direction: ConnectionDirection; page: number };

/**
 * GET /connections/: one page of a member's followers or followed people. The list is cached under its address,
 * which starts with /connections/, so a follow anywhere refreshes every open list.
 */
export function useConnections({ slug, direction, page }: ConnectionsParams) {
  return useCall(socialEndpoints.connections, { query: { user: slug, direction, page, page_size: PAGE_SIZES.connections } });
}
