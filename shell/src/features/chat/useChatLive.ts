import { App } from '@trellis/ui/antd';
import { useEffect } from 'react';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { isSignedIn, useSession } from '@trellis/platform/session';
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
  const signedIn = useSession(isSignedIn);

  useEffect(
    () =>
      onSocketEvent((event) => {
        if (event.type === 'chat_error' && event.client_id !== null) {
          chatActions.setDelivery(event.client_id, { state: 'failed', reason: event.message });
          return;
        }
        const myId = useSession.getState().identity?.id;
        if (event.type === 'chat_read') {
          const { type: _type, ...read } = event;
          chatActions.applyRead(read, myId);
          return;
        }
        if (event.type !== 'chat_message') return;
        const { type: _type, ...incoming } = event;
        const state = useChat.getState();
        if (!state.rooms?.some((room) => room.id === incoming.room)) void refreshRooms().catch(() => undefined);
        chatActions.addMessage(incoming, myId);
        const fromMe = incoming.sender.id === myId;
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

  // The top bar counts unread messages from the start, not only once the panel has been opened.
  // Signed out, nothing of the last member's conversations stays in the page.
  useEffect(() => {
    if (signedIn && mayChat) void refreshRooms().catch(() => undefined);
    if (!signedIn) chatActions.forget();
  }, [signedIn, mayChat]);

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
