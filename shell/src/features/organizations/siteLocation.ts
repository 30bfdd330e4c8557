import { addressOnSite } from '../../session/sessionHandoff.ts';

/** True when an organization lives on the site this page was opened on (or on every site). */
export function isOnThisSite(domain: string | null): boolean {
  return domain === null || domain.toLowerCase() === window.location.hostname.toLowerCase();
}

/**
 * Moving to another site's domain keeps the member signed in through a single-use hand-over code, never a token in
 * the address. The port is kept so local sites on one development server stay reachable.
 */
export async function goToSite(domain: string) {
  window.location.assign(await addressOnSite(domain));
}

/** Same-site switching: the new organization scopes every request from the next page load on. */
export function reloadAtHome() {
  window.location.assign('/');
}

/** After a change the server makes to the session's organizations, such as a new default. */
export function reloadPage() {
  window.location.reload();
}
