import { App } from '@trellis/ui/antd';
import { useSWRConfig } from 'swr';
import { useApi, formErrorMessage } from '@trellis/platform/api-client';
import type { Notification, NotificationList } from '@trellis/contracts';
import { markAllRead, notificationsPage, openNotification } from './notificationCalls.ts';

/** One page of notifications and the two actions on them, with failures shown as toasts. */
export function useNotifications(page: number, pageSize: number) {
  const { message } = App.useApp();
  const { mutate } = useSWRConfig();
  const list = useApi<NotificationList>(notificationsPage(page, pageSize));
  const report = (error: unknown) => void message.error(formErrorMessage(error));
  return {
    ...list,
    open: (notification: Notification) => openNotification(notification, mutate).catch(report),
    markAllRead: () => markAllRead(mutate).catch(report),
  };
}
