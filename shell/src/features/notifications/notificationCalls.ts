import { api } from '@trellis/platform/api-client';
import { Identity, PATHS, notificationTarget, type Notification, type NotificationReadAnswer } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { useSession } from '@trellis/platform/session';
import { goTo } from '../../routing/navigation.ts';

export const notificationsPage = (page: number, pageSize: number) => `${PATHS.notifications}?page=${page}&page_size=${pageSize}`;

export const isNotificationList = (key: unknown) => typeof key === 'string' && key.startsWith(PATHS.notifications);

/** Revalidates every cached notification list (SWR's mutate with a key filter). */
export type RefreshLists = (filter: typeof isNotificationList) => Promise<unknown>;

/** Every notification call refreshes the profile and the notification lists. */
async function refreshAfterChange(refreshLists: RefreshLists) {
  const identity = Identity.parse(await api.get(PATHS.identity));
  useSession.getState().setIdentity(identity);
  await refreshLists(isNotificationList);
}

/** A click: mark it read, refresh, then open what it points at. */
export async function openNotification(notification: Notification, refreshLists: RefreshLists) {
  if (!notification.is_read) {
    await api.patch<NotificationReadAnswer>(PATHS.notificationRead(notification.id, notification.notification_type));
    bus.emit('notification:read', { id: notification.id });
  }
  await refreshAfterChange(refreshLists);
  goTo(notificationTarget(notification));
}

export async function markAllRead(refreshLists: RefreshLists) {
  await api.post<NotificationReadAnswer>(PATHS.notificationsReadAll);
  await refreshAfterChange(refreshLists);
}

/** A live notification: the badge counts it and open lists show it. */
export function receiveNotification(unread: number, refreshLists: RefreshLists) {
  const { identity, setIdentity } = useSession.getState();
  if (identity) setIdentity({ ...identity, unread_notifications_count: unread });
  void refreshLists(isNotificationList);
}
