import { call, reloadIdentity, urlOf } from '@trellis/platform/api-client';
import type { Notification } from '@trellis/contracts';
import { notificationTarget } from '@trellis/contracts/notification-target';
import { notificationEndpoints } from '@trellis/contracts/endpoints';
import { bus } from '@trellis/platform/events';
import { useSession } from '@trellis/platform/session';
import { goTo } from '../../routing/navigation.ts';

const listPath = urlOf(notificationEndpoints.list);

export const isNotificationList = (key: unknown) => typeof key === 'string' && key.startsWith(listPath);

/** Revalidates every cached notification list (SWR's mutate with a key filter). */
export type RefreshLists = (filter: typeof isNotificationList) => Promise<unknown>;

/** Every notification call refreshes the profile and the notification lists. */
async function refreshAfterChange(refreshLists: RefreshLists) {
  await reloadIdentity();
  await refreshLists(isNotificationList);
}

/** A click: mark it read, refresh, then open what it points at. */
export async function openNotification(notification: Notification, refreshLists: RefreshLists) {
  if (!notification.is_read) {
    await call(notificationEndpoints.read, { params: { id: notification.id, type: notification.notification_type } });
    bus.emit('notification:read', { id: notification.id });
  }
  await refreshAfterChange(refreshLists);
  goTo(notificationTarget(notification));
}

export async function markAllRead(refreshLists: RefreshLists) {
  await call(notificationEndpoints.readAll);
  await refreshAfterChange(refreshLists);
}

/**
 * The events socket has just opened: a notification made while it was closed (before its first opening too, while the
 * page was loading) came over no socket, so the count and the lists are read again.
 */
export function catchUpNotifications(refreshLists: RefreshLists) {
  void refreshAfterChange(refreshLists).catch(() => undefined);
}

/** A live notification: the badge counts it and open lists show it. */
export function receiveNotification(unread: number, refreshLists: RefreshLists) {
  const { identity, setIdentity } = useSession.getState();
  if (identity) setIdentity({ ...identity, unread_notifications_count: unread });
  void refreshLists(isNotificationList);
}
