import { useApi } from '@trellis/platform/api-client';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { PATHS, type ConnectionDirection, type ConnectionList } from '@trellis/contracts';

export type ConnectionsParams = { slug: string; direction: ConnectionDirection; page: number };

/** The key starts with PATHS.connections, so a follow anywhere refreshes every open list. */
export function connectionsPath({ slug, direction, page }: ConnectionsParams): string {
  const query = new URLSearchParams({ user: slug, direction, page: String(page), page_size: String(PAGE_SIZES.connections) });
  return `${PATHS.connections}?${query}`;
}

/** GET /connections/: one page of a member's followers or followed people. */
export function useConnections(params: ConnectionsParams) {
  return useApi<ConnectionList>(connectionsPath(params));
}
