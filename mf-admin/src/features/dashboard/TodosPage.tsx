import { Flex, Typography } from '@trellis/ui/antd';
import { Link } from '@trellis/ui/router';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { MetricCards } from './MetricCards.tsx';
import { useAdminMetrics } from './useAdminMetrics.ts';

export const PENDING_ROW = {
  columns: 4,
  cards: [
    { key: 'total_pending_members', title: 'Pending members', to: '/admin-dashboard/members?status=pending' },
    { key: 'total_pending_jobs', title: 'Pending jobs', to: '/admin-dashboard/jobs' },
    { key: 'total_pending_resources', title: 'Pending resources', to: '/admin-dashboard/resources' },
    { key: 'total_pending_ai_tools', title: 'Pending AI tools', to: '/admin-dashboard/ai-tools' },
  ],
} as const;

/** /admin-dashboard/todos, where Switch to Admin View lands: what waits for the admin's review. */
export function TodosPage() {
  const { data, error } = useAdminMetrics();
  const isStaff = useSession((state) => state.identity?.is_staff ?? false);
  return (
    <Flex vertical gap={16} component="section" aria-labelledby="admin-todos-heading">
      <Typography.Title id="admin-todos-heading" level={2}>
        Todos
      </Typography.Title>
      <MetricCards rows={[PENDING_ROW]} data={data} error={error} />
      {isStaff ? <Link to="/admin-dashboard/submissions">{MESSAGES.admin.submissionsHeading}</Link> : null}
    </Flex>
  );
}
