import { z } from 'zod';

/** GET /groups/metrics/: the admin dashboard's cards for the current organization. */
export const AdminMetrics = z.object({
  organization: z.object({ id: z.number().int(), name: z.string() }),
  total_members: z.number().int(),
  total_circles: z.number().int(),
  total_jobs: z.number().int(),
  total_pending_members: z.number().int(),
  total_pending_jobs: z.number().int(),
  total_pending_resources: z.number().int(),
  total_pending_ai_tools: z.number().int(),
});
export type AdminMetrics = z.infer<typeof AdminMetrics>;

export const AdminMetricsQuery = z.object({ current_org: z.coerce.number().int().positive().optional() });
