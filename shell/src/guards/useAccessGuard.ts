import { useEffect, useMemo } from 'react';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { ownerOf } from '../composition/prefixes.ts';
import { useRegistry } from '../composition/registry.ts';
import { useLocation } from '../routing/useLocation.ts';
import { useSiteJoinChoice } from '../features/organizations/siteJoinChoice.ts';
import { decideAccess, type Access } from './decideAccess.ts';
import { routeTable } from './routeAccess.ts';

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

  useEffect(() => {
    if (target) window.history.replaceState(window.history.state, '', target);
  }, [target]);

  return access;
}
