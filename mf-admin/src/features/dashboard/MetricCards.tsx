import { Alert, Card, Col, Row, Skeleton } from '@trellis/ui/antd';
import { Statistic } from '@trellis/ui/antd/display';
import { Link } from '@trellis/ui/router';
import type { AdminMetrics } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { ApiError } from '@trellis/platform/api-client';

type MetricKey = Exclude<keyof AdminMetrics, 'organization'>;
/** A card, and the page that handles what it counts when there is one. */
export type MetricCard = { key: MetricKey; title: string; to?: string };
export type MetricRow = { cards: readonly MetricCard[]; columns: number };

/** Rows of metric cards of the current organization, with one loading and one error state for all of them. */
export function MetricCards({
  rows,
  data,
  error,
}: {
  rows: readonly MetricRow[];
  data: AdminMetrics | undefined;
  error: ApiError | undefined;
}) {
  if (error) return <Alert type="error" showIcon title={MESSAGES.admin.metricsFailed} description={error.message} />;
  return rows.map(({ cards, columns }) => (
    <Row key={cards[0]?.key} gutter={[16, 16]}>
      {cards.map(({ key, title, to }) => (
        <Col key={key} xs={24} sm={12} lg={24 / columns}>
          <Card>
            {data ? <Statistic title={title} value={data[key]} /> : <Skeleton active paragraph={false} />}
            {to ? <Link to={to}>{`Review ${title.toLowerCase()}`}</Link> : null}
          </Card>
        </Col>
      ))}
    </Row>
  ));
}
