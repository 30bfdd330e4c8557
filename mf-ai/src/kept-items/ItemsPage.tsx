import { Alert, Col, Flex, Row, Skeleton } from '@trellis/ui/antd';
import type { ListedItems } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { ApiError } from '@trellis/platform/api-client';
import { EmptyState, ListPagination } from '@trellis/ui';
import type { ItemSection } from './itemSections.ts';
import { ListedItemCard } from './ListedItemCard.tsx';

/** Favourites and my lists show 10 a page. */
export const ITEMS_PAGE_SIZE = 10;

export type ItemsPageProps = {
  section: ItemSection;
  data: ListedItems | undefined;
  error: ApiError | undefined;
  page: number;
  onPage(page: number): void;
  showStatus?: boolean;
};

/** One section's items, 10 a page. */
export function ItemsPage({ section, data, error, page, onPage, showStatus = false }: ItemsPageProps) {
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!data) return <Skeleton active />;
  if (!data.data.length) return <EmptyState description={MESSAGES.profile.noOwnItems(section.label.toLowerCase())} />;
  return (
    <Flex vertical>
      <Row gutter={[12, 12]}>
        {data.data.map((item) => (
          <Col key={`${item.type}-${item.id}`} xs={24} md={12} xl={8}>
            <ListedItemCard item={item} showStatus={showStatus} />
          </Col>
        ))}
      </Row>
      <ListPagination page={page} pageSize={ITEMS_PAGE_SIZE} total={data.pagination.count} onChange={onPage} />
    </Flex>
  );
}
