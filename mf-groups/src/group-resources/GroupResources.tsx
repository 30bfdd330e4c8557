import { Alert, Button, Col, Flex, Row, Typography } from '@trellis/ui/antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '@trellis/ui/router';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { RESOURCE_MESSAGES } from '@trellis/contracts';
import { CardGridSkeleton, EmptyState, ListPagination, pageFromQuery } from '@trellis/ui';
import { ResourceFormModal } from './ResourceFormModal.tsx';
import { ResourceCard } from './ResourceCard.tsx';
import { useGroupResources } from './useResources.ts';

export type GroupResourcesProps = {
  group: { id: number; name: string };
  /** The viewer belongs to the group, so may contribute to it. */
  canContribute: boolean;
};

/**
 * A group's resources tab: 12 a page (the page in ?page), newest first, with Contribute a Resource for its members.
 * A new contribution opens its page, where its author sees it waiting for review.
 */
export function GroupResources({ group, canContribute }: GroupResourcesProps) {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const { data, error, isValidating } = useGroupResources(group.id, page);
  const [contributing, setContributing] = useState(false);
  const navigate = useNavigate();

  const goToPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  let body;
  if (error) body = <Alert type="error" showIcon title="Could not load the resources." description={error.message} />;
  else if (!data) body = <CardGridSkeleton count={3} />;
  else if (data.data.length === 0) body = <EmptyState description={RESOURCE_MESSAGES.noResources} />;
  else
    body = (
      <>
        <Row gutter={[16, 16]} aria-busy={isValidating}>
          {data.data.map((resource) => (
            <Col key={resource.id} xs={24} md={12} xl={8}>
              <ResourceCard resource={resource} />
            </Col>
          ))}
        </Row>
        <ListPagination page={page} pageSize={PAGE_SIZES.groupResources} total={data.pagination.count} onChange={goToPage} />
      </>
    );

  return (
    <section aria-labelledby="group-resources-heading">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} id="group-resources-heading" style={{ margin: 0, fontSize: 20 }}>
          Resources
        </Typography.Title>
        {canContribute ? (
          <Button type="primary" onClick={() => setContributing(true)}>
            Contribute a Resource
          </Button>
        ) : null}
      </Flex>
      {body}
      {contributing ? (
        <ResourceFormModal
          fixedGroup={group}
          onClose={() => setContributing(false)}
          onSaved={(resource) => navigate(`/resource/${resource.title_slug}`)}
        />
      ) : null}
    </section>
  );
}
