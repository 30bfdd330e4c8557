import { Alert, Col, Flex, Row, Skeleton, Typography } from '@trellis/ui/antd';
import { Link } from '@trellis/ui/router';
import { OVERVIEW_ITEMS, type ItemsOverview as Overview } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { ApiError } from '@trellis/platform/api-client';
import { EmptyState } from '@trellis/ui';
import type { ItemSection } from './itemSections.ts';
import { ListedItemCard } from './ListedItemCard.tsx';

export type ItemsOverviewProps = {
  base: '/favorites' | '/my';
  sections: ItemSection[];
  data: Overview | undefined;
  error: ApiError | undefined;
  showStatus?: boolean;
};

/** Every section with its first 3 items, and View More when it holds more. */
export function ItemsOverview({ base, sections, data, error, showStatus = false }: ItemsOverviewProps) {
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!data) return <Skeleton active />;
  return (
    <Flex vertical gap={24}>
      {sections.map((section) => {
        const found = data.sections.find((candidate) => candidate.type === section.type);
        const items = found?.data.slice(0, OVERVIEW_ITEMS) ?? [];
        return (
          <section key={section.path} aria-labelledby={`${base.slice(1)}-${section.path}`}>
            <Flex justify="space-between" align="baseline" style={{ marginBottom: 8 }}>
              <Typography.Title level={2} id={`${base.slice(1)}-${section.path}`} style={{ fontSize: 18, margin: 0 }}>
                {section.label}
              </Typography.Title>
              {found && found.count > OVERVIEW_ITEMS ? <Link to={`${base}/${section.path}`}>View More</Link> : null}
            </Flex>
            {items.length ? (
              <Row gutter={[12, 12]}>
                {items.map((item) => (
                  <Col key={`${item.type}-${item.id}`} xs={24} md={12} xl={8}>
                    <ListedItemCard item={item} showStatus={showStatus} />
                  </Col>
                ))}
              </Row>
            ) : (
              <EmptyState description={MESSAGES.profile.noOwnItems(section.label.toLowerCase())} />
            )}
          </section>
        );
      })}
    </Flex>
  );
}
