import { Alert, Col, Flex, Input, Row, Typography } from '@trellis/ui/antd';
import { Segmented } from '@trellis/ui/antd/fields';
import { Link } from '@trellis/ui/router';
import { SearchOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { CardGridSkeleton, EmptyState, ListPagination } from '@trellis/ui';
import { useSearchTerm } from '../../hooks/useSearchTerm.ts';
import { ProgramTile } from './ProgramTile.tsx';
import type { CircleFilters } from './circlesPath.ts';
import { useCircles } from './usePrograms.ts';

const PRICE_FILTERS: { label: string; value: CircleFilters['paid'] }[] = [
  { label: 'All', value: 'all' },
  { label: 'Paid', value: 'paid' },
  { label: 'Free', value: 'free' },
];

/** /circles: every circle, searchable and filtered by price, 9 to a page. */
export function CirclesPage() {
  const [typed, setTyped] = useState('');
  const search = useSearchTerm(typed);
  const [paid, setPaid] = useState<CircleFilters['paid']>('all');
  // Changing a filter starts again at page 1.
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${search}|${paid}`;
  const page = paging.key === key ? paging.page : 1;
  const { data, error, isValidating } = useCircles({ page, search, paid });

  return (
    <section aria-labelledby="circles-heading" style={{ padding: '16px 0' }}>
      <Flex wrap justify="space-between" align="center" gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title id="circles-heading" level={2} style={{ margin: 0 }}>
          Career Circles
        </Typography.Title>
        <Link to="/circle-leaders">Browse Circle Leaders</Link>
        <Flex wrap gap={12} style={{ width: '100%', maxWidth: 560 }}>
          <Input
            type="search"
            aria-label="Search circles"
            placeholder="Search circles"
            prefix={<SearchOutlined aria-hidden />}
            allowClear
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Segmented aria-label="Price" options={PRICE_FILTERS} value={paid} onChange={(value) => setPaid(value)} />
        </Flex>
      </Flex>
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !data ? (
        <CardGridSkeleton count={PAGE_SIZES.circlesList} />
      ) : data.data.length === 0 ? (
        <EmptyState description={MESSAGES.empty.circles} />
      ) : (
        <>
          <Row gutter={[16, 16]} aria-busy={isValidating}>
            {data.data.map((circle) => (
              <Col key={circle.id} xs={24} md={12} xl={8}>
                <ProgramTile program={circle} />
              </Col>
            ))}
          </Row>
          <ListPagination
            page={page}
            pageSize={PAGE_SIZES.circlesList}
            total={data.pagination.count}
            onChange={(next) => setPaging({ key, page: next })}
          />
        </>
      )}
    </section>
  );
}
