import type { OrganizationSummary } from '@trellis/contracts';
import { ADMIN_LEVEL_ROLES } from '@trellis/contracts/constants';
import { useSession, type SessionState } from '@trellis/platform/session';

const ADMIN_ROLES: readonly string[] = ADMIN_LEVEL_ROLES;

/** Admin of a group = accepted membership with role admin or leader. */
export function administers(org: OrganizationSummary | null | undefined): boolean {
  return org?.membership_status === 'accepted' && org.role !== null && ADMIN_ROLES.includes(org.role);
}

export const isAdminRole = (role: string | null) => role !== null && ADMIN_ROLES.includes(role);

/** The admin layout is for an admin role selected on an organization the user administers. */
export function selectAdminView(state: SessionState): boolean {
  return isAdminRole(state.selectedRole) && administers(state.identity?.organization);
}

export const useAdminView = () => useSession(selectAdminView);

export function enterAdminView(role: string) {
  useSession.getState().setSelectedRole(role);
  useSession.getState().setAdminMode(true);
}

export function leaveAdminView() {
  useSession.getState().setSelectedRole(null);
  useSession.getState().setAdminMode(false);
}
