export { createLifecycles } from './createLifecycles.tsx';
export type { RemoteLifecycles } from './createLifecycles.tsx';
export { loginUrl, crossAreaLink } from './navigation.ts';
