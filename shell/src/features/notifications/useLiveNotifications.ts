import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { onSocketEvent } from '../../realtime/eventsSocket.ts';
import { receiveNotification } from './notificationCalls.ts';

/** New notifications arrive over the events socket. */
export function useLiveNotifications() {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      onSocketEvent((event) => {
        if (event.type === 'notification') receiveNotification(event.unread_notifications_count, mutate);
      }),
    [mutate],
  );
}
