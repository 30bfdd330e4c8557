import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { bus } from '@trellis/platform/events';
import { onSocketEvent, useSocketState } from '../../realtime/eventsSocket.ts';
import { catchUpNotifications, receiveNotification } from './notificationCalls.ts';

/** New notifications arrive over the events socket; the areas hear of each one, to reload what it is about. */
export function useLiveNotifications() {
  const { mutate } = useSWRConfig();
  const connected = useSocketState((state) => state.connected);
  useEffect(() => {
    if (connected) catchUpNotifications(mutate);
  }, [connected, mutate]);
  useEffect(
    () =>
      onSocketEvent((event) => {
        if (event.type !== 'notification') return;
        receiveNotification(event.unread_notifications_count, mutate);
        bus.emit('notification:received', { type: event.notification.type, name_slug: event.notification.data.name_slug ?? null });
      }),
    [mutate],
  );
}
