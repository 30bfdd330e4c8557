import { holderHookOnDemand } from './holderHookOnDemand.ts';

/** App's message API, its code fetched with the first toast (see holderHookOnDemand). */
export default holderHookOnDemand(
  () => import('antd/es/message/useMessage'),
  ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'],
);
