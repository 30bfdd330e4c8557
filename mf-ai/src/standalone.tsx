import { renderStandalone } from '@trellis/test-kit';
import { App } from './App.tsx';

renderStandalone(App);
