import { api } from '@trellis/platform/api-client';
import { PATHS, type PortalPreferences } from '@trellis/contracts';

export const fetchPreferences = () => api.get<PortalPreferences>(PATHS.portalPreferences);
export const savePreferences = (preferences: { current_role: number; focus_area: PortalPreferences['focus_area'] }) =>
  api.put<PortalPreferences>(PATHS.portalPreferences, preferences);

/** Kept in the browser too, so areas can shape the portal before any call returns. */
export const PREFERENCES_STORAGE_KEY = 'trellis-portal-preferences';
