import { Card, Flex, Typography, theme } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { Link } from '@trellis/ui/router';
import type { ListedItem } from '@trellis/contracts';
import { crossAreaLink } from '@trellis/platform/navigation';
import type { CSSProperties, ReactNode } from 'react';
import { isOwnPage, itemPath } from './itemSections.ts';

const STATUS_COLOURS: Record<string, string> = { pending: 'gold', approved: 'green', rejected: 'red' };
const LINK: CSSProperties = { display: 'block', height: '100%' };

function ItemLink({ item, children }: { item: ListedItem; children: ReactNode }) {
  const path = itemPath(item.type, item.slug);
  if (isOwnPage(item.type))
    return (
      <Link to={path} style={LINK}>
        {children}
      </Link>
    );
  return (
    <a {...crossAreaLink(path)} style={LINK}>
      {children}
    </a>
  );
}

/** A kept or owned item: its title, a line of its text and, for the member's own submissions, its review status. */
export function ListedItemCard({ item, showStatus = false }: { item: ListedItem; showStatus?: boolean }) {
  const { token } = theme.useToken();
  return (
    <ItemLink item={item}>
      <Card hoverable size="small" style={{ height: '100%' }}>
        <Flex gap={12} align="flex-start">
          {item.image ? <img src={item.image} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 8 }} /> : null}
          <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
              {item.title}
            </Typography.Text>
            {item.summary ? (
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                {item.summary}
              </Typography.Paragraph>
            ) : null}
            {showStatus && item.status ? (
              <span>
                <Tag color={STATUS_COLOURS[item.status]}>{item.status.charAt(0).toUpperCase() + item.status.slice(1)}</Tag>
              </span>
            ) : null}
          </Flex>
        </Flex>
      </Card>
    </ItemLink>
  );
}
