export { createLifecycles } from './createLifecycles.tsx';
export type { RemoteLifecycles } from './createLifecycles.tsx';
export { loginUrl, crossAreaLink } from './navigation.ts';
export { lazyScreen, preloadScreens, type LazyScreen } from './lazyScreen.tsx';
