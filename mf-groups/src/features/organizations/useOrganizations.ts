import { useApi } from '@trellis/platform/api-client';
import type { GroupList } from '@trellis/contracts';
import { organizationsPath } from './organizationsPath.ts';

/** One page of organizations; the previous page stays on screen while the next one loads. */
export function useOrganizations(query: { page: number; search: string }) {
  return useApi<GroupList>(organizationsPath(query), { keepPreviousData: true });
}
