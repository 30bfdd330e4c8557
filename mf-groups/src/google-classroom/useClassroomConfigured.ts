import { useSite } from '@trellis/platform/site';

/**
 * Whether the server is set up to call Google Classroom, as the site's config says: without it no circle can sync, so
 * neither the course id nor the sync is offered (the server still refuses a sync with 503 if one is sent anyway).
 */
export function useClassroomConfigured(): boolean {
  return useSite((state) => state.config?.has_google_classroom === true);
}
