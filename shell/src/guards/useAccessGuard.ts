import { useEffect, useMemo } from 'react';
import { bus } from '@trellis/platform/events';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { ownerOf } from '../composition/prefixes.ts';
import { useRegistry } from '../composition/registry.ts';
import { useLocation } from '../routing/useLocation.ts';
import { administers, enterAdminView, useAdminView } from '../features/organizations/adminView.ts';
import { useSiteJoinChoice } from '../features/organizations/siteJoinChoice.ts';
import { decideAccess, type Access } from './decideAccess.ts';
import { isAdminRoute, routeTable } from './routeAccess.ts';

/**
 * Applies the layout guards to the current path. A redirect replaces the
 * history entry (single-spa reroutes on replaceState), so Back does not
 * return to a page that would only redirect again.
 */
export function useAccessGuard(): Access {
  const { pathname, search } = useLocation();
  const signedIn = useSession(isSignedIn);
  const identity = useSession((state) => state.identity);
  const currentOrgId = useSession((state) => state.currentOrgId);
  const variant = useSite((state) => state.config?.site.variant ?? null);
  const siteOrganizationId = useSite((state) => state.config?.site.default_organization?.id ?? null);
  const declinedId = useSiteJoinChoice((state) => state.declinedOrganizationId);
  const { status, remotes } = useRegistry();
  const owned = status === 'loading' ? null : ownerOf(pathname, remotes) !== null;
  const visitor = {
    signedIn,
    identity,
    currentOrgId,
    variant,
    siteOrganizationId,
    declinedSiteOrganization: siteOrganizationId !== null && declinedId === siteOrganizationId,
  };
  const routes = useMemo(() => routeTable(remotes), [remotes]);
  const access = decideAccess(pathname, search, visitor, owned, routes);
  const target = access.kind === 'redirect' ? access.to : null;
  const notice = access.kind === 'redirect' ? access.notice : undefined;

  useEffect(() => {
    if (!target) return;
    window.history.replaceState(window.history.state, '', target);
    if (notice) bus.emit('toast', { kind: 'warning', content: notice, durationSeconds: 8 });
  }, [target, notice]);

  // An admin page opened in the user view (a link, a bookmark) switches to the admin view, so its admin menu shows
  // beside it instead of the member's sidebar.
  const adminView = useAdminView();
  const adminRole = identity?.organization && administers(identity.organization) ? identity.organization.role : null;
  const entersAdminView = access.kind === 'allow' && isAdminRoute(pathname, routes) && !adminView && adminRole !== null;
  useEffect(() => {
    if (entersAdminView && adminRole) enterAdminView(adminRole);
  }, [entersAdminView, adminRole]);

  return access;
}
