import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { MESSAGES } from '@trellis/shared/messages';
import { useAdminMetrics } from './useAdminMetrics.ts';

const CARDS = [
  { key: 'total_members', title: 'Total Members' },
  { key: 'total_circles', title: 'Total Circles' },
  { key: 'total_jobs', title: 'Total Jobs' },
] as const;

const PENDING = [
  { key: 'total_pending_members', title: 'Pending members' },
  { key: 'total_pending_jobs', title: 'Pending jobs' },
  { key: 'total_pending_resources', title: 'Pending resources' },
  { key: 'total_pending_ai_tools', title: 'Pending AI tools' },
] as const;

/** /admin-dashboard: the organization's totals and what waits for review. */
export function DashboardPage() {
  const { data, error, isLoading } = useAdminMetrics();

  if (error) {
    return <Alert type="error" showIcon title={MESSAGES.admin.metricsFailed} description={error.message} />;
  }

  return (
    <section aria-labelledby="admin-dashboard-heading">
      <Typography.Title id="admin-dashboard-heading" level={2}>
        {data ? `${data.organization.name} dashboard` : 'Dashboard'}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {[...CARDS, ...PENDING].map(({ key, title }) => (
          <Col key={key} xs={24} sm={12} lg={CARDS.some((card) => card.key === key) ? 8 : 6}>
            <Card>{isLoading || !data ? <Skeleton active paragraph={false} /> : <Statistic title={title} value={data[key]} />}</Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
