import { useEffect } from 'react';
import { onSocketEvent } from '../chat/eventsSocket.ts';
import { receiveNotification } from './notificationCalls.ts';

/** New notifications arrive over the events socket. */
export function useLiveNotifications() {
  useEffect(
    () =>
      onSocketEvent((event) => {
        if (event.type === 'notification') receiveNotification(event.unread_notifications_count);
      }),
    [],
  );
}
