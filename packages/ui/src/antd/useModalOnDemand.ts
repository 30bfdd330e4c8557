import { holderHookOnDemand } from './holderHookOnDemand.ts';

/** App's modal API (confirm and the info, success, error and warning dialogs), fetched with the first one. */
export default holderHookOnDemand(() => import('antd/es/modal/useModal'), ['info', 'success', 'error', 'warning', 'confirm']);
