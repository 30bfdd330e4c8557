import { mutate } from 'swr';
import { api } from '@trellis/shared/api-client';
import { Identity, PATHS, notificationTarget, type Notification, type NotificationReadAnswer } from '@trellis/shared/contracts';
import { bus } from '@trellis/shared/events';
import { useSession } from '@trellis/shared/session';
import { goTo } from '../../routing/navigation.ts';

export const notificationsPage = (page: number, pageSize: number) => `${PATHS.notifications}?page=${page}&page_size=${pageSize}`;

const isNotificationList = (key: unknown) => typeof key === 'string' && key.startsWith(PATHS.notifications);

/** Seed 000 section 7: every notification call refreshes the profile and the notification lists. */
export async function refreshAfterNotificationChange() {
  const identity = Identity.parse(await api.get(PATHS.identity));
  useSession.getState().setIdentity(identity);
  await mutate(isNotificationList);
}

export function setUnreadCount(count: number) {
  const { identity, setIdentity } = useSession.getState();
  if (identity) setIdentity({ ...identity, unread_notifications_count: count });
}

/** A click: mark it read, refresh, then open what it points at. */
export async function openNotification(notification: Notification) {
  if (!notification.is_read) {
    await api.patch<NotificationReadAnswer>(PATHS.notificationRead(notification.id, notification.notification_type));
    bus.emit('notification:read', { id: notification.id });
  }
  await refreshAfterNotificationChange();
  goTo(notificationTarget(notification));
}

export async function markAllRead() {
  await api.post<NotificationReadAnswer>(PATHS.notificationsReadAll);
  await refreshAfterNotificationChange();
}

/** A live notification: the badge counts it and open lists show it. */
export function receiveNotification(unread: number) {
  setUnreadCount(unread);
  void mutate(isNotificationList);
}
