import { useCall } from '@trellis/platform/api-client';
import type { AuditAction } from '@trellis/contracts';
import { moderationEndpoints } from '@trellis/contracts/endpoints';

export type AuditFilters = { action?: AuditAction; actorKind?: 'admin' | 'agent'; search: string };

/** One page of the organization's audit log with the filters chosen. */
export function useAuditLog(organizationId: number | undefined, filters: AuditFilters, page: number, pageSize: number) {
  return useCall(
    moderationEndpoints.auditLog,
    organizationId === undefined
      ? null
      : {
          query: {
            organization_id: organizationId,
            page,
            page_size: pageSize,
            ...(filters.action ? { action: filters.action } : {}),
            ...(filters.actorKind ? { actor_kind: filters.actorKind } : {}),
            ...(filters.search ? { search: filters.search } : {}),
          },
        },
    { keepPreviousData: true },
  );
}
