import { useApi } from '@trellis/shared/api-client';
import { PATHS, type AdminMetrics } from '@trellis/shared/contracts';

export function useAdminMetrics() {
  return useApi<AdminMetrics>(PATHS.groupMetrics);
}
