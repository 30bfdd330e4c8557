import { Alert, Col, Flex, Input, Row, Typography } from '@trellis/ui/antd';
import { Segmented } from '@trellis/ui/antd/fields';
import { SearchOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { CardGridSkeleton, EmptyState, ListPagination } from '@trellis/ui';
import { useSearchTerm } from '../../hooks/useSearchTerm.ts';
import { ProgramTile } from './ProgramTile.tsx';
import type { EventFilters } from './eventsPath.ts';
import { useEvents } from './usePrograms.ts';

const WHEN_FILTERS: { label: string; value: EventFilters['when'] }[] = [
  { label: 'All', value: 'all' },
  { label: 'Upcoming', value: 'upcoming' },
  { label: 'Past', value: 'past' },
];

/** /events: every event, searchable, upcoming or past, 9 to a page. */
export function EventsPage() {
  const [typed, setTyped] = useState('');
  const search = useSearchTerm(typed);
  const [when, setWhen] = useState<EventFilters['when']>('all');
  // Changing a filter starts again at page 1.
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${search}|${when}`;
  const page = paging.key === key ? paging.page : 1;
  const { data, error, isValidating } = useEvents({ page, search, when });

  return (
    <section aria-labelledby="events-heading" style={{ padding: '16px 0' }}>
      <Flex wrap justify="space-between" align="center" gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title id="events-heading" level={2} style={{ margin: 0 }}>
          Events
        </Typography.Title>
        <Flex wrap gap={12} style={{ width: '100%', maxWidth: 560 }}>
          <Input
            type="search"
            aria-label="Search events"
            placeholder="Search events"
            prefix={<SearchOutlined aria-hidden />}
            allowClear
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Segmented aria-label="When" options={WHEN_FILTERS} value={when} onChange={(value) => setWhen(value)} />
        </Flex>
      </Flex>
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !data ? (
        <CardGridSkeleton count={PAGE_SIZES.eventsList} />
      ) : data.data.length === 0 ? (
        <EmptyState description={MESSAGES.empty.events} />
      ) : (
        <>
          <Row gutter={[16, 16]} aria-busy={isValidating}>
            {data.data.map((event) => (
              <Col key={event.id} xs={24} md={12} xl={8}>
                <ProgramTile program={event} />
              </Col>
            ))}
          </Row>
          <ListPagination
            page={page}
            pageSize={PAGE_SIZES.eventsList}
            total={data.pagination.count}
            onChange={(next) => setPaging({ key, page: next })}
          />
        </>
      )}
    </section>
  );
}
