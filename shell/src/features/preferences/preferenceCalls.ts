import { call } from '@trellis/platform/api-client';
import type { PortalPreferences } from '@trellis/contracts';
import { profileEndpoints } from '@trellis/contracts/endpoints';

export const fetchPreferences = () => call(profileEndpoints.preferences);
export const savePreferences = (preferences: { current_role: number; focus_area: PortalPreferences['focus_area'] }) =>
  call(profileEndpoints.savePreferences, { body: preferences });

/** Kept in the browser too, so areas can shape the portal before any call returns. */
export const PREFERENCES_STORAGE_KEY = 'trellis-portal-preferences';
