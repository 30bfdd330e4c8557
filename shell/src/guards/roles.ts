import type { Identity, OrganizationSummary } from '@trellis/contracts';
import { ADMIN_LEVEL_ROLES } from '@trellis/contracts/constants';

/** The organization the member is working in: the one picked in the switcher, else the one the identity names. */
export function currentOrganization(identity: Identity, currentOrgId: number | null): OrganizationSummary | null {
  return identity.switchable_orgs.find((org) => org.id === currentOrgId) ?? identity.organization;
}

/** An accepted admin or leader of the current organization, or staff. */
export function hasAdminRole(identity: Identity, currentOrgId: number | null): boolean {
  if (identity.is_staff) return true;
  const org = currentOrganization(identity, currentOrgId);
  return org?.membership_status === 'accepted' && (ADMIN_LEVEL_ROLES as readonly string[]).includes(org.role ?? '');
}

/** The member's default organization has not accepted them (yet). */
export function defaultMembershipPending(identity: Identity): boolean {
  const defaultOrg =
    identity.switchable_orgs.find((org) => org.is_default) ?? (identity.organization?.is_default ? identity.organization : null);
  return defaultOrg !== null && defaultOrg.membership_status !== 'accepted';
}
