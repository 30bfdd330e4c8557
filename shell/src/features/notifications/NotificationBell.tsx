import { BellOutlined } from '@trellis/ui/icons/frame';
import { Button, Divider, Flex, Grid, Typography } from '@trellis/ui/antd';
import { Badge, Drawer, Popover } from '@trellis/ui/antd/frame';
import { useState } from 'react';
import { MESSAGES } from '@trellis/contracts/messages';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { EmptyState } from '@trellis/ui';
import { goTo } from '../../routing/navigation.ts';
import { NotificationItem } from './NotificationItem.tsx';
import { useLiveNotifications } from './useLiveNotifications.ts';
import { useNotifications } from './useNotifications.ts';

const LATEST = 6;

function LatestNotifications({ onDone, fullWidth }: { onDone(): void; fullWidth: boolean }) {
  const { data, open, markAllRead } = useNotifications(1, LATEST);
  const unread = useSession((state) => state.identity?.unread_notifications_count ?? 0);
  const items = data?.data ?? [];
  return (
    <Flex vertical style={{ width: fullWidth ? '100%' : 340 }}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>Notifications</Typography.Text>
        <Button type="link" size="small" onClick={() => void markAllRead()} disabled={unread === 0}>
          Mark all as read
        </Button>
      </Flex>
      {data && items.length === 0 && <EmptyState description={MESSAGES.empty.notifications} />}
      {items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onOpen={(item) => {
            onDone();
            void open(item);
          }}
        />
      ))}
      <Divider style={{ margin: '4px 0' }} />
      <Button
        type="link"
        onClick={() => {
          onDone();
          goTo('/notification');
        }}
      >
        See all notifications
      </Button>
    </Flex>
  );
}

/**
 * The top bar's bell: the unread count from the identity, the latest notifications, and live arrivals. From md up
 * they open in a popover under the bell; on a phone, where a 340 px popover anchored to the bell would run off the
 * screen's left edge, in a panel across the whole screen.
 */
export function NotificationBell() {
  const unread = useSession((state) => state.identity?.unread_notifications_count ?? 0);
  const signedIn = useSession(isSignedIn);
  const [open, setOpen] = useState(false);
  const phone = Grid.useBreakpoint().md !== true;
  useLiveNotifications();
  if (!signedIn) return null;
  const latest = <LatestNotifications onDone={() => setOpen(false)} fullWidth={phone} />;
  const bell = (
    <Badge count={unread} size="small" offset={[-4, 4]}>
      <Button
        type="text"
        aria-label={`Notifications, ${unread} unread`}
        icon={<BellOutlined />}
        onClick={phone ? () => setOpen(true) : undefined}
      />
    </Badge>
  );
  if (phone) {
    return (
      <>
        {bell}
        <Drawer open={open} onClose={() => setOpen(false)} placement="right" size="100%" title="Notifications" destroyOnHidden>
          {latest}
        </Drawer>
      </>
    );
  }
  return (
    <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} destroyOnHidden content={latest}>
      {bell}
    </Popover>
  );
}
