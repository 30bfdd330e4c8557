import { Alert, Col, Flex, Input, Row, Typography } from '@trellis/ui/antd';
import { SearchOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { CardGridSkeleton, EmptyState, ListPagination } from '@trellis/ui';
import { useSearchTerm } from '../../hooks/useSearchTerm.ts';
import { OrganizationCard } from './OrganizationCard.tsx';
import { useOrganizations } from './useOrganizations.ts';

/** /org: every organization, searchable, 12 to a page. */
export function OrganizationsPage() {
  const [typed, setTyped] = useState('');
  const search = useSearchTerm(typed);
  // A new search starts again at page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const { data, error, isValidating } = useOrganizations({ page, search });

  return (
    <section aria-labelledby="organizations-heading" style={{ padding: '16px 0' }}>
      <Flex wrap justify="space-between" align="center" gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title id="organizations-heading" level={2} style={{ margin: 0 }}>
          Organizations
        </Typography.Title>
        <Input
          type="search"
          aria-label="Search organizations"
          placeholder="Search organizations"
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          style={{ width: '100%', maxWidth: 360 }}
        />
      </Flex>
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !data ? (
        <CardGridSkeleton count={PAGE_SIZES.organizations} />
      ) : data.data.length === 0 ? (
        <EmptyState description={MESSAGES.empty.organizations} />
      ) : (
        <>
          <Row gutter={[16, 16]} aria-busy={isValidating}>
            {data.data.map((organization) => (
              <Col key={organization.id} xs={24} md={12} xl={8}>
                <OrganizationCard organization={organization} />
              </Col>
            ))}
          </Row>
          <ListPagination
            page={page}
            pageSize={PAGE_SIZES.organizations}
            total={data.pagination.count}
            onChange={(next) => setPaging({ search, page: next })}
          />
        </>
      )}
    </section>
  );
}
