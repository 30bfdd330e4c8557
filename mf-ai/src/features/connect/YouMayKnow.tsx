import { Alert, Col, Row, Skeleton, Typography } from '@trellis/ui/antd';
import { CONNECT_MESSAGES } from '@trellis/contracts';
import { connectEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { useCall } from '@trellis/platform/api-client';
import { ConnectItemCard } from './ConnectItemCard.tsx';

/** You May Know: people with the most complete profiles whom the member does not follow yet, for a first connection. */
export function YouMayKnow({ onFollowChange }: { onFollowChange(): void }) {
  const { data, error } = useCall(connectEndpoints.youMayKnow, {});
  let body;
  if (error) body = <Alert type="error" showIcon title={MESSAGES.common.couldNotFetchItems} description={error.message} />;
  else if (!data) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (data.data.length === 0) body = <Typography.Text type="secondary">{CONNECT_MESSAGES.noResults}</Typography.Text>;
  else
    body = (
      <Row gutter={[16, 16]}>
        {data.data.map((item) => (
          <Col key={item.id} xs={24} md={12} xl={8}>
            <ConnectItemCard item={item} onFollowChange={onFollowChange} />
          </Col>
        ))}
      </Row>
    );
  return (
    <section aria-labelledby="you-may-know-heading">
      <Typography.Title id="you-may-know-heading" level={3} style={{ fontSize: 18 }}>
        You May Know
      </Typography.Title>
      {body}
    </section>
  );
}
