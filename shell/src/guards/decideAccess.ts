import type { Identity, SiteVariant } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { completenessPath, profileCompleteness } from '@trellis/contracts/profile-completeness';
import { isOutsiderOf } from '../features/organizations/siteJoinChoice.ts';
import { defaultMembershipPending, hasAdminRole } from './roles.ts';
import { isAccessRoute, isAdminRoute, isPublicRoute, isRegistrationRoute, isSignupRoute, type RouteTable } from './routeAccess.ts';

/**
 * `variant` is the site's, which decides what a complete profile holds; null until the app config is known.
 * `siteOrganizationId` is the site's own organization (none: every member belongs), and
 * `declinedSiteOrganization` says the member chose, this session, not to join it.
 */
export type Visitor = {
  signedIn: boolean;
  identity: Identity | null;
  currentOrgId: number | null;
  variant: SiteVariant | null;
  siteOrganizationId?: number | null;
  declinedSiteOrganization?: boolean;
};

/** Whether an area owns the path: null until the registry has answered; a path nobody owns shows the not-found page to anyone. */
export type Ownership = boolean | null;

/**
 * Show the page, wait for the identity before deciding, go elsewhere, or first offer a member of another site's
 * organization to join this site's own.
 */
export type Access = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string; notice?: string } | { kind: 'offer-join' };

const allow: Access = { kind: 'allow' };
const offerJoin: Access = { kind: 'offer-join' };
const wait: Access = { kind: 'wait' };
const redirect = (to: string): Access => ({ kind: 'redirect', to });
const withNext = (path: string, next: string) => `${path}?next=${encodeURIComponent(next)}`;

/** /signup's own next, so a member who just registered still reaches the page they came for. */
function signupNext(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/**
 * The layout guards, in order: signed out → /login;
 * trial → /signup; unverified → /verify-otp; not in the site's organization → the
 * offer to join it (once declined, the site's own questions are skipped); an incomplete profile → the
 * registration wizard at the step it lacks; default membership not accepted
 * → /pending; admin routes need an admin role. /signup is for signed-out and
 * trial visitors only. `path` is the current path and query, kept as `next`. `routes` are the registry's: until it
 * answers no page but the landing page is known to be public, so the guards wait.
 */
export function decideAccess(pathname: string, search: string, visitor: Visitor, owned: Ownership, routes: RouteTable): Access {
  const path = pathname + search;
  const { signedIn, identity } = visitor;

  if (isSignupRoute(pathname)) {
    if (!signedIn) return allow;
    if (!identity) return wait;
    if (identity.is_trial_user) return allow;
    // Registration signs the new member in on this page; they verify next, keeping where they were going.
    return identity.is_verified ? redirect('/') : redirect(withNext('/verify-otp', signupNext(search)));
  }
  if (isAccessRoute(pathname, routes)) return allow;
  const shellPage = pathname === '/';
  if (owned === null && !shellPage && !isPublicRoute(pathname, routes)) return wait;
  if (owned === false && !shellPage) return allow;

  if (!signedIn) return isPublicRoute(pathname, routes) ? allow : redirect(withNext('/login', path));
  if (!identity) return wait;
  if (identity.is_trial_user) return redirect(withNext('/signup', path));
  if (!identity.is_verified) return redirect(withNext('/verify-otp', path));
  // Joining another site's community is the member's choice, offered in words before any of its questions.
  const outsider = isOutsiderOf(identity, visitor.siteOrganizationId ?? null);
  if (outsider && !visitor.declinedSiteOrganization && !isRegistrationRoute(pathname)) return offerJoin;
  // The wizard comes before the membership check: a pending member may still complete the profile.
  if (isRegistrationRoute(pathname)) return allow;
  if (visitor.variant) {
    // A site's own questions are for its members; a member who declined to join is asked only what every site asks.
    const wizard = completenessPath(profileCompleteness(identity, outsider ? 'general' : visitor.variant));
    if (wizard) return redirect(wizard);
  }
  if (defaultMembershipPending(identity)) return redirect('/pending');
  // A member sent away from the admin area is told why, rather than finding the home page unexplained.
  if (isAdminRoute(pathname, routes) && !hasAdminRole(identity, visitor.currentOrgId)) {
    return { kind: 'redirect', to: '/', notice: MESSAGES.admin.adminOnly };
  }
  return allow;
}
