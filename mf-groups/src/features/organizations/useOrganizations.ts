import { useApi } from '@trellis/shared/api-client';
import type { GroupList } from '@trellis/shared/contracts';
import { organizationsPath } from './organizationsPath.ts';

/** One page of organizations; the previous page stays on screen while the next one loads. */
export function useOrganizations(query: { page: number; search: string }) {
  return useApi<GroupList>(organizationsPath(query), { keepPreviousData: true });
}
