import { createLifecycles } from '@trellis/ui/remote';
import { App } from './App.tsx';

// The sign-in screens show no antd: it comes with the first screen that does (see AuthRoutes).
export const { bootstrap, mount, unmount } = createLifecycles(App, { antd: 'on-demand' });
