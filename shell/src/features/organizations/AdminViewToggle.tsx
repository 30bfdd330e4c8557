import { Button } from '@trellis/ui/antd';
import { useSession } from '@trellis/platform/session';
import { goTo } from '../../routing/navigation.ts';
import { administers, enterAdminView, leaveAdminView, useAdminView } from './adminView.ts';

/** 'Switch to Admin View' for admins of the current organization, 'Switch to User View' in the admin layout. */
export function AdminViewToggle({ onNavigate }: { onNavigate?: () => void }) {
  const organization = useSession((state) => state.identity?.organization ?? null);
  const adminView = useAdminView();
  if (!administers(organization) || !organization?.role) return null;
  const role = organization.role;

  const toggle = () => {
    if (adminView) {
      leaveAdminView();
      goTo('/');
    } else {
      enterAdminView(role);
      goTo('/admin-dashboard/todos');
    }
    onNavigate?.();
  };
  return (
    <div style={{ padding: 16 }}>
      <Button block onClick={toggle}>
        {adminView ? 'Switch to User View' : 'Switch to Admin View'}
      </Button>
    </div>
  );
}
