import { Alert, Col, Flex, Row, Typography } from '@trellis/ui/antd';
import { useRef, useState } from 'react';
import { useSearchParams } from '@trellis/ui/router';
import { LIMITS, PAGE_SIZES } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { CardGridSkeleton, EmptyState, ListPagination } from '@trellis/ui';
import { SearchBox } from '../../search/SearchBox.tsx';
import { pageFromQuery } from './pageParam.ts';
import { SubmitUseCaseButton } from './SubmitUseCaseButton.tsx';
import { UseCaseCard } from './UseCaseCard.tsx';
import { useUseCases } from './useUseCases.ts';

const HEADING_ID = 'use-cases-heading';

/** /usecases: approved use cases, searchable, nine to a page through `?page`. */
export function UseCaseListPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const headingRef = useRef<HTMLHeadingElement>(null);

  const goToPage = (next: number, { replace = false } = {}) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      },
      { replace },
    );
  };

  const [search, setSearch] = useState('');
  const onSearch = (term: string) => {
    setSearch(term);
    // A new search starts again from its first page, without a history entry per search.
    if (params.has('page')) goToPage(1, { replace: true });
  };
  const { data, error, isLoading } = useUseCases({ page, search });

  let body;
  if (error) {
    body = <Alert type="error" showIcon title={MESSAGES.common.couldNotFetchItems} description={error.message} />;
  } else if (isLoading || !data) {
    body = <CardGridSkeleton count={PAGE_SIZES.useCases} />;
  } else if (data.data.length === 0) {
    body = <EmptyState description={MESSAGES.empty.useCases} />;
  } else {
    body = (
      <Flex vertical gap={24}>
        <Row gutter={[16, 16]}>
          {data.data.map((useCase) => (
            <Col key={useCase.id} xs={24} md={12} xl={8}>
              <UseCaseCard useCase={useCase} />
            </Col>
          ))}
        </Row>
        <ListPagination
          page={page}
          pageSize={PAGE_SIZES.useCases}
          total={data.pagination.count}
          onChange={(next) => {
            goToPage(next);
            headingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          }}
        />
      </Flex>
    );
  }

  return (
    <section aria-labelledby={HEADING_ID}>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
        <Typography.Title id={HEADING_ID} ref={headingRef} level={2} style={{ margin: 0 }}>
          {MESSAGES.useCases.heading}
        </Typography.Title>
        <SubmitUseCaseButton />
      </Flex>
      <div style={{ marginBottom: 24 }}>
        <SearchBox label="Search use cases" delayMs={LIMITS.entitySearchDebounceMs} onSearch={onSearch} />
      </div>
      {body}
    </section>
  );
}
