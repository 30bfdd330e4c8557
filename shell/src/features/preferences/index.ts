export { usePortalPreferences } from './usePortalPreferences.tsx';
