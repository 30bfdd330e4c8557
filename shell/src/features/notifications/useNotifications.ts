import { App } from 'antd';
import { useApi, formErrorMessage } from '@trellis/shared/api-client';
import type { Notification, NotificationList } from '@trellis/shared/contracts';
import { markAllRead, notificationsPage, openNotification } from './notificationCalls.ts';

/** One page of notifications and the two actions on them, with failures shown as toasts. */
export function useNotifications(page: number, pageSize: number) {
  const { message } = App.useApp();
  const list = useApi<NotificationList>(notificationsPage(page, pageSize));
  const report = (error: unknown) => void message.error(formErrorMessage(error));
  return {
    ...list,
    open: (notification: Notification) => openNotification(notification).catch(report),
    markAllRead: () => markAllRead().catch(report),
  };
}
