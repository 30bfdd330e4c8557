import { Card, Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import type { ConnectItem, ConnectItemType } from '@trellis/contracts';
import { crossAreaLink } from '@trellis/platform/navigation';
import { FollowButton, InitialsAvatar } from '@trellis/ui';

const PAGE_OF: Record<ConnectItemType, string> = {
  user: '/profile/',
  circle: '/circle/',
  event: '/event/',
  organization: '/org/',
  institution: '/org/',
};

const KIND: Record<ConnectItemType, string> = {
  user: 'Person',
  circle: 'Circle',
  event: 'Event',
  organization: 'Organization',
  institution: 'Institution',
};

/** The page of a person or group on the Connect page. */
export const connectItemPath = (item: Pick<ConnectItem, 'type' | 'slug'>) => `${PAGE_OF[item.type]}${encodeURIComponent(item.slug)}`;

/**
 * One person or group: picture, name linking to its page, what kind it is, its subtitle, and Follow. A group the
 * member belongs to says Member instead: following adds nothing to a membership. `onFollowChange` runs after a
 * follow or an unfollow, so the page reads its lists again.
 */
export function ConnectItemCard({ item, onFollowChange }: { item: ConnectItem; onFollowChange(): void }) {
  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, height: '100%' } }}>
      <Flex gap={12} align="center">
        <InitialsAvatar name={item.name} src={item.image} size={44} />
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }} ellipsis={{ tooltip: item.name }}>
            <a {...crossAreaLink(connectItemPath(item))}>{item.name}</a>
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {KIND[item.type]}
            {item.country ? ` · ${item.country}` : ''}
          </Typography.Text>
        </Flex>
      </Flex>
      {item.subtitle ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {item.subtitle}
        </Typography.Paragraph>
      ) : null}
      <div style={{ marginTop: 'auto' }}>
        {item.is_member ? (
          <Tag color="green">Member</Tag>
        ) : (
          <FollowButton type={item.type} id={item.id} following={item.is_following} onChange={onFollowChange} size="small" />
        )}
      </div>
    </Card>
  );
}
