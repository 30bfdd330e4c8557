import { Button, Card, Divider, Skeleton, Typography } from '@trellis/ui/antd';
import { useState } from 'react';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { EmptyState, ListPagination } from '@trellis/ui';
import { NotificationItem } from './NotificationItem.tsx';
import { useNotifications } from './useNotifications.ts';

/** /notification: every notification, 12 per page, newest first. */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, open, markAllRead } = useNotifications(page, PAGE_SIZES.notifications);
  const items = data?.data ?? [];
  const hasUnread = items.some((item) => !item.is_read);

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          Notifications
        </Typography.Title>
      }
      extra={
        <Button onClick={() => void markAllRead()} disabled={!hasUnread}>
          Mark all as read
        </Button>
      }
    >
      {isLoading && <Skeleton active />}
      {error && <Typography.Text type="danger">{MESSAGES.common.couldNotFetchItems}</Typography.Text>}
      {data && items.length === 0 && <EmptyState description={MESSAGES.empty.notifications} />}
      {items.map((notification, index) => (
        <div key={notification.id}>
          {index > 0 && <Divider style={{ margin: 0 }} />}
          <NotificationItem notification={notification} onOpen={(item) => void open(item)} />
        </div>
      ))}
      {data && <ListPagination page={page} pageSize={PAGE_SIZES.notifications} total={data.pagination.count} onChange={setPage} />}
    </Card>
  );
}
