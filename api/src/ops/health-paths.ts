import { API_PREFIX } from '@trellis/contracts';

/** Where process managers and load balancers ask whether this instance lives and whether to send it traffic. */
export const HEALTH_PATHS = {
  live: `${API_PREFIX}/health/live`,
  ready: `${API_PREFIX}/health/ready`,
} as const;
