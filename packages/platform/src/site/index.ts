export { useSite, loadAppConfig } from './store.ts';
