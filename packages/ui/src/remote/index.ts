export { createLifecycles } from './createLifecycles.tsx';
export type { RemoteLifecycles } from './createLifecycles.tsx';
export { lazyScreen, preloadScreens, type LazyScreen } from './lazyScreen.tsx';
