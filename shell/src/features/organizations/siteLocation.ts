import { useSession } from '@trellis/shared/session';

/** True when an organization lives on the site this page was opened on (or on every site). */
export function isOnThisSite(domain: string | null): boolean {
  return domain === null || domain.toLowerCase() === window.location.hostname.toLowerCase();
}

/**
 * Seed 000: moving to another site's domain carries the session along as
 * accessToken and refreshToken query values, which that site's shell consumes.
 * The port is kept so local sites on one development server stay reachable.
 */
export function goToSite(domain: string) {
  const { accessToken, refreshToken } = useSession.getState();
  const target = new URL(window.location.origin);
  target.hostname = domain;
  if (accessToken && refreshToken) {
    target.searchParams.set('accessToken', accessToken);
    target.searchParams.set('refreshToken', refreshToken);
  }
  window.location.assign(target.href);
}

/** Same-site switching: the new organization scopes every request from the next page load on. */
export function reloadAtHome() {
  window.location.assign('/');
}

/** After a change the server makes to the session's organizations, such as a new default. */
export function reloadPage() {
  window.location.reload();
}
