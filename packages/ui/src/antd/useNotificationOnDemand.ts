import { holderHookOnDemand } from './holderHookOnDemand.ts';

/** App's notification API, its code fetched with the first notification (see holderHookOnDemand). */
export default holderHookOnDemand(
  () => import('antd/es/notification/useNotification'),
  ['open', 'success', 'error', 'info', 'warning', 'destroy'],
);
