import { useApi } from '@trellis/platform/api-client';
import { PATHS, type AdminMetrics } from '@trellis/contracts';

export function useAdminMetrics() {
  return useApi<AdminMetrics>(PATHS.groupMetrics);
}
