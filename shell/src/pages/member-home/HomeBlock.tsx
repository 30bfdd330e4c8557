import { useId, type ReactNode } from 'react';
import { Alert, Card, Flex, Spin, Typography } from '@trellis/ui/antd';
import { crossAreaLink } from '@trellis/platform/navigation';

/** One line of a block: the item's link and, under it, what the member should know about it. */
export type HomeItem = { key: string | number; title: string; href: string; detail: ReactNode };

export type HomeBlockProps = {
  heading: string;
  /** The items, or undefined while they load. */
  items: HomeItem[] | undefined;
  /** Said while the items load. */
  loadingText: string;
  /** Said when there are none. */
  emptyText: string;
  /** Said when they could not be read. */
  failed?: string | null;
  /** Where the member finds more of this kind. */
  more?: { label: string; href: string };
};

/** A card of the member's home: its heading, then the items, or in words that they load, failed or are none. */
export function HomeBlock({ heading, items, loadingText, emptyText, failed, more }: HomeBlockProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ display: 'grid' }}>
      <Card size="small">
        <Flex wrap justify="space-between" align="baseline" gap={8} style={{ marginBottom: 12 }}>
          <Typography.Title level={2} id={headingId} style={{ fontSize: 16, margin: 0 }}>
            {heading}
          </Typography.Title>
          {more ? <a {...crossAreaLink(more.href)}>{more.label}</a> : null}
        </Flex>
        {failed ? (
          <Alert type="error" showIcon title={failed} />
        ) : !items ? (
          <Flex gap={8} align="center" role="status">
            <Spin size="small" />
            <Typography.Text type="secondary">{loadingText}</Typography.Text>
          </Flex>
        ) : items.length === 0 ? (
          <Typography.Text type="secondary">{emptyText}</Typography.Text>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
            {items.map((item) => (
              <li key={item.key}>
                <Flex vertical gap={2}>
                  <a {...crossAreaLink(item.href)} style={{ fontWeight: 600 }}>
                    {item.title}
                  </a>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {item.detail}
                  </Typography.Text>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
