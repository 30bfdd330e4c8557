import { createLifecycles } from '@trellis/ui/remote';
import { App } from './App.tsx';

export const { bootstrap, mount, unmount } = createLifecycles(App);
