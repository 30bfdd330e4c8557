import { create } from 'zustand';
import type { ChatMessage, ChatRoom } from '@trellis/shared/contracts';

export type ChatView = 'rooms' | 'search' | 'room';

type Conversation = {
  /** Oldest first, as shown. */
  messages: ChatMessage[];
  /** Pages of history loaded so far (page 1 is the latest). */
  pages: number;
  total: number;
};

export type ChatState = {
  open: boolean;
  /** New-message dot, set while the dock is closed. */
  unseen: boolean;
  /** Whether the sound already played since the dock was last closed. */
  chimed: boolean;
  view: ChatView;
  rooms: ChatRoom[] | null;
  roomId: number | null;
  conversation: Conversation | null;
};

export const useChat = create<ChatState>(() => ({
  open: false,
  unseen: false,
  chimed: false,
  view: 'rooms',
  rooms: null,
  roomId: null,
  conversation: null,
}));

export const chatActions = {
  setOpen(open: boolean) {
    useChat.setState(open ? { open, unseen: false, chimed: false } : { open });
  },
  showRooms() {
    useChat.setState({ view: 'rooms', roomId: null, conversation: null });
  },
  showSearch() {
    useChat.setState({ view: 'search' });
  },
  enterRoom(room: ChatRoom) {
    useChat.setState((state) => ({
      open: true,
      unseen: false,
      view: 'room',
      roomId: room.id,
      conversation: null,
      rooms: state.rooms?.some((known) => known.id === room.id) ? state.rooms : [room, ...(state.rooms ?? [])],
    }));
  },
  setRooms(rooms: ChatRoom[]) {
    useChat.setState({ rooms });
  },
  /** A page of history, or the latest page again after a reconnection: merged by id, oldest first. */
  addPage(roomId: number, page: number, newestFirst: ChatMessage[], total: number) {
    useChat.setState((state) => {
      if (state.roomId !== roomId) return {};
      const shown = state.conversation?.messages ?? [];
      const byId = new Map(shown.filter((message) => message.id > 0).map((message) => [message.id, message]));
      for (const message of newestFirst) byId.set(message.id, message);
      const stored = [...byId.values()].sort((a, b) => a.id - b.id);
      const pending = shown.filter((message) => message.id < 0);
      return { conversation: { messages: [...stored, ...pending], pages: Math.max(page, state.conversation?.pages ?? 0), total } };
    });
  },
  /** A message arrived or was sent: it joins its room's conversation when open, and moves its room to the top with a new preview. */
  addMessage(message: ChatMessage) {
    useChat.setState((state) => {
      const room = state.rooms?.find((known) => known.id === message.room);
      const rooms =
        room && state.rooms ? [{ ...room, last_message: message }, ...state.rooms.filter((known) => known !== room)] : state.rooms;
      if (state.roomId !== message.room || !state.conversation) return { rooms };
      const messages = state.conversation.messages;
      if (messages.some((shown) => shown.id === message.id)) return { rooms };
      // The sender's own copy replaces the message shown while it was on its way.
      const pending =
        message.id > 0
          ? messages.findIndex(
              (shown) => shown.id < 0 && shown.sender.id === message.sender.id && shown.messages[0]?.value === message.messages[0]?.value,
            )
          : -1;
      const next = pending >= 0 ? messages.map((shown, index) => (index === pending ? message : shown)) : [...messages, message];
      return { rooms, conversation: { ...state.conversation, messages: next, total: state.conversation.total + (pending >= 0 ? 0 : 1) } };
    });
  },
};
