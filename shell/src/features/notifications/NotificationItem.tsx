import { BellOutlined } from '@trellis/ui/icons/frame';
import { Avatar, Flex, Typography } from '@trellis/ui/antd';
import { Badge } from '@trellis/ui/antd/frame';
import type { Notification } from '@trellis/contracts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One notification as a button, named by what it shows (message and time): unread ones carry a dot and bold text. */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen(notification: Notification): void }) {
  const { data, is_read: read } = notification;
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      style={{ all: 'unset', cursor: 'pointer', display: 'block', width: '100%', padding: '8px 4px', boxSizing: 'border-box' }}
    >
      <Flex gap={12} align="center">
        <Badge dot={!read}>
          <Avatar aria-hidden src={data.image ?? undefined} icon={data.image ? undefined : <BellOutlined />} />
        </Badge>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong={!read}>{notification.message}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {dateFormat.format(new Date(notification.created_at))}
          </Typography.Text>
        </Flex>
      </Flex>
    </button>
  );
}
