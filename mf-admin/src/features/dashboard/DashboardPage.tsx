import { Flex, Typography } from '@trellis/ui/antd';
import { MetricCards } from './MetricCards.tsx';
import { PENDING_ROW } from './TodosPage.tsx';
import { useAdminMetrics } from './useAdminMetrics.ts';

const TOTALS_ROW = {
  columns: 3,
  cards: [
    { key: 'total_members', title: 'Total Members' },
    { key: 'total_circles', title: 'Total Circles' },
    { key: 'total_jobs', title: 'Total Jobs' },
  ],
} as const;

/** /admin-dashboard: the organization's totals and what waits for review. */
export function DashboardPage() {
  const { data, error } = useAdminMetrics();
  return (
    <Flex vertical gap={16} component="section" aria-labelledby="admin-dashboard-heading">
      <Typography.Title id="admin-dashboard-heading" level={2}>
        {data ? `${data.organization.name} dashboard` : 'Dashboard'}
      </Typography.Title>
      <MetricCards rows={[TOTALS_ROW, PENDING_ROW]} data={data} error={error} />
    </Flex>
  );
}
