import { App } from '@trellis/ui/antd';
import { useEffect } from 'react';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { fetchMessages, fetchRooms, openRoomWith } from './chatCalls.ts';
import { chatActions, useChat } from './chatStore.ts';
import { playChime } from './chime.ts';
import { onSocketEvent, useSocketState } from '../../realtime/eventsSocket.ts';

export async function refreshRooms() {
  chatActions.setRooms(await fetchRooms());
}

export async function loadPage(roomId: number, page: number) {
  const { data, pagination } = await fetchMessages(roomId, page);
  chatActions.addPage(roomId, page, data, pagination.count);
}

/** Incoming messages and refusals, catching up after a reconnection, and 'chat:open' from any area. */
export function useChatLive() {
  const { message } = App.useApp();
  const reconnections = useSocketState((state) => state.reconnections);
  const mayChat = useSession((state) => state.identity?.user_subscription.one_to_one_chat ?? false);

  useEffect(
    () =>
      onSocketEvent((event) => {
        if (event.type === 'chat_error' && event.client_id !== null) {
          chatActions.setDelivery(event.client_id, { state: 'failed', reason: event.message });
          return;
        }
        if (event.type !== 'chat_message') return;
        const { type: _type, ...incoming } = event;
        const state = useChat.getState();
        if (state.rooms && !state.rooms.some((room) => room.id === incoming.room)) void refreshRooms().catch(() => undefined);
        chatActions.addMessage(incoming);
        const fromMe = incoming.sender.id === useSession.getState().identity?.id;
        if (state.open || fromMe) return;
        useChat.setState({ unseen: true, chimed: true });
        if (!state.chimed) playChime();
      }),
    [],
  );

  useEffect(
    () =>
      useSocketState.subscribe((state, previous) => {
        if (previous.connected && !state.connected) chatActions.failSending(MESSAGES.chat.noConnection);
      }),
    [],
  );

  useEffect(() => {
    if (reconnections === 0) return;
    const { rooms, roomId } = useChat.getState();
    if (rooms) void refreshRooms().catch(() => undefined);
    if (roomId !== null) void loadPage(roomId, 1).catch(() => undefined);
  }, [reconnections]);

  useEffect(() => {
    const openWith = ({ userId }: { userId: number }) => {
      chatActions.setOpen(true);
      if (!mayChat) return;
      openRoomWith(userId).then(chatActions.enterRoom, () => void message.error(MESSAGES.chat.couldNotCreateRoom));
    };
    bus.on('chat:open', openWith);
    return () => bus.off('chat:open', openWith);
  }, [mayChat, message]);
}
