import { createLifecycles } from '@trellis/shared/remote';
import { App } from './App.tsx';

export const { bootstrap, mount, unmount } = createLifecycles(App);
