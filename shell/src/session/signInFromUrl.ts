import { useSession } from '@trellis/shared/session';

/**
 * Seed 000: accessToken and refreshToken query values on any page sign the
 * visitor in and reload the page (social sign-in and e-mail links land here).
 * Returns true when a reload is under way.
 */
export function signInFromUrl(): boolean {
  const url = new URL(window.location.href);
  const access = url.searchParams.get('accessToken');
  const refresh = url.searchParams.get('refreshToken');
  if (!access || !refresh) return false;
  useSession.getState().signIn({ access, refresh });
  url.searchParams.delete('accessToken');
  url.searchParams.delete('refreshToken');
  window.location.replace(url.href);
  return true;
}
