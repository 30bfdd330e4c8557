import { agentEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { formErrorMessage, useCall } from '@trellis/platform/api-client';
import { ListPagination } from '@trellis/ui';
import { Alert, Card, Flex, Skeleton, Typography } from '@trellis/ui/antd';
import { Link, useSearchParams } from '@trellis/ui/router';

/** The reports page shows 10 a page. */
const PAGE_SIZE = 10;

/** /careergps-reports: the member's CareerGPS reports, newest first, 10 a page through `?page`. */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading } = useCall(agentEndpoints.reports, { query: { page, page_size: PAGE_SIZE } });
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        CareerGPS Reports
      </Typography.Title>
      {isLoading ? (
        <Skeleton active />
      ) : error ? (
        <Alert type="error" showIcon title={formErrorMessage(error, MESSAGES.common.couldNotFetchItems)} />
      ) : !data?.data.length ? (
        <Typography.Text type="secondary">{MESSAGES.agents.noReport}</Typography.Text>
      ) : (
        <>
          <ul aria-label="Reports" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
            {data.data.map((report) => (
              <li key={report.id}>
                <Card size="small">
                  <Flex justify="space-between" wrap gap={8}>
                    <Link to={`/careergps-report/${report.slug}`}>{report.agent_name} report</Link>
                    <Typography.Text type="secondary">{new Date(report.created_at).toLocaleDateString()}</Typography.Text>
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
          <ListPagination
            page={page}
            pageSize={PAGE_SIZE}
            total={data.pagination.count}
            onChange={(next) => setParams({ page: String(next) })}
          />
        </>
      )}
    </Flex>
  );
}
