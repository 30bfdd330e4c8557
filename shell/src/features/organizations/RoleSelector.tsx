import { addStyles } from '@trellis/ui/root';
import { useSession } from '@trellis/platform/session';
import { administers, isAdminRole } from './adminView.ts';
import { ROLE_SELECT_STYLES } from './roleSelectStyles.ts';

addStyles(ROLE_SELECT_STYLES);

const LABELS: Record<string, string> = { admin: 'Admin', leader: 'Leader', facilitator: 'Facilitator', member: 'Member' };

/** Drops the roles query value that preselected a role, without a navigation. */
function dropRolesParameter() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('roles')) return;
  url.searchParams.delete('roles');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * The role the member acts in within the current organization; kept in the session store, which persists it
 * locally. Picking an admin-level role on an administered organization opens
 * the admin view.
 */
export function RoleSelector() {
  const organization = useSession((state) => state.identity?.organization ?? null);
  const selectedRole = useSession((state) => state.selectedRole);
  if (!organization?.role || organization.membership_status !== 'accepted') return null;

  const roles = administers(organization) && organization.role !== 'member' ? [organization.role, 'member'] : [organization.role];
  const select = (role: string | null) => {
    useSession.getState().setSelectedRole(role);
    useSession.getState().setAdminMode(isAdminRole(role));
    dropRolesParameter();
  };

  // Until one is picked the member acts as a member (the user view), so that is the role shown.
  const shown = selectedRole && roles.includes(selectedRole) ? selectedRole : roles.includes('member') ? 'member' : roles[0];
  return (
    // The browser's own select: its list is the platform's (a sheet or wheel on a phone), and it needs no script.
    <select
      aria-label="Role"
      className="ts-select"
      value={shown}
      onChange={(event) => select(event.target.value)}
      style={{ minWidth: 110 }}
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {LABELS[role] ?? role}
        </option>
      ))}
    </select>
  );
}
