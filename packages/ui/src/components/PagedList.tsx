import { Alert, Col, Flex, Row, Typography } from '@trellis/ui/antd';
import { useRef, type Key, type ReactNode } from 'react';
import { MESSAGES } from '@trellis/contracts/messages';
import { EmptyState } from './EmptyState.tsx';
import { ListPagination } from './deferredParts.tsx';
import { CardGridSkeleton } from './PageSkeleton.tsx';
import { SearchBox } from './SearchBox.tsx';
import type { ApiError } from '@trellis/platform/api-client';
import type { Paginated } from '@trellis/contracts';

/** What the list shows and changes: usePagedList answers it. */
export type PagedListSource<Item> = {
  data?: Paginated<Item>;
  error?: ApiError;
  isValidating: boolean;
  page: number;
  goToPage(page: number): void;
  setSearch(term: string): void;
};

export type PagedListProps<Item> = {
  list: PagedListSource<Item>;
  /** The list's heading, level 2, which names the section. */
  title: ReactNode;
  headingId: string;
  /** Beside the heading: a link or a button of the list's own. */
  extra?: ReactNode;
  /** Names the search box and shows as its placeholder; a list without it has no search box. */
  searchLabel?: string;
  /** Beside the search box: the list's filters. */
  filters?: ReactNode;
  /** Items a page holds, which the loading grid shows too. */
  pageSize: number;
  /** What an empty page says. */
  emptyText: string;
  /** What a failed load says; the generic text unless the list has its own. */
  errorText?: string;
  itemKey(item: Item): Key;
  renderItem(item: Item): ReactNode;
};

/**
 * A list page of cards: its heading, a search box and filters, then the page's cards in a grid (one column on a
 * phone, two on a tablet and a desktop, three on a wide screen, since from lg up the right panel takes its width
 * beside the list) and the pager. While nothing has loaded a grid of placeholders shows;
 * a failed load says so in words; an empty page says `emptyText`.
 */
export function PagedList<Item>({
  list,
  title,
  headingId,
  extra,
  searchLabel,
  filters,
  pageSize,
  emptyText,
  errorText = MESSAGES.common.couldNotFetchItems,
  itemKey,
  renderItem,
}: PagedListProps<Item>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isValidating } = list;

  let body;
  if (error) {
    body = <Alert type="error" showIcon title={errorText} description={error.message} />;
  } else if (!data) {
    body = <CardGridSkeleton count={pageSize} />;
  } else if (data.data.length === 0) {
    body = <EmptyState description={emptyText} />;
  } else {
    body = (
      <Flex vertical gap={24}>
        <Row gutter={[16, 16]} aria-busy={isValidating}>
          {data.data.map((item) => (
            <Col key={itemKey(item)} xs={24} md={12} xxl={8}>
              {renderItem(item)}
            </Col>
          ))}
        </Row>
        <ListPagination
          page={list.page}
          pageSize={pageSize}
          total={data.pagination.count}
          onChange={(next) => {
            list.goToPage(next);
            headingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          }}
        />
      </Flex>
    );
  }

  return (
    <section aria-labelledby={headingId} style={{ padding: '16px 0' }}>
      <Flex wrap justify="space-between" align="center" gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title id={headingId} ref={headingRef} level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {searchLabel || filters ? (
        <Flex wrap gap={12} align="center" style={{ marginBottom: 24 }}>
          {searchLabel ? <SearchBox label={searchLabel} onSearch={list.setSearch} /> : null}
          {filters}
        </Flex>
      ) : null}
      {body}
    </section>
  );
}
