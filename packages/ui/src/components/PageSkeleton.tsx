import { Card, Col, Row, Skeleton } from '@trellis/ui/antd';

/** Placeholder grid while a list loads; lists show 9 cards. */
export function CardGridSkeleton({ count = 9 }: { count?: number }) {
  return (
    <Row gutter={[16, 16]} role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, index) => (
        <Col key={index} xs={24} md={12} xxl={8}>
          <Card>
            <Skeleton active avatar paragraph={{ rows: 3 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
