import { renderStandalone } from '@trellis/shared/testing';
import { App } from './App.tsx';

renderStandalone(App);
