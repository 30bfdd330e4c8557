import { App } from '@trellis/ui/antd';
import { useSWRConfig } from 'swr';
import { useCall, formErrorMessage } from '@trellis/platform/api-client';
import type { Notification } from '@trellis/contracts';
import { notificationEndpoints } from '@trellis/contracts/endpoints';
import { markAllRead, openNotification } from './notificationCalls.ts';

/** One page of notifications and the two actions on them, with failures shown as toasts. */
export function useNotifications(page: number, pageSize: number) {
  const { message } = App.useApp();
  const { mutate } = useSWRConfig();
  const list = useCall(notificationEndpoints.list, { query: { page, page_size: pageSize } });
  const report = (error: unknown) => void message.error(formErrorMessage(error));
  return {
    ...list,
    open: (notification: Notification) => openNotification(notification, mutate).catch(report),
    markAllRead: () => markAllRead(mutate).catch(report),
  };
}
