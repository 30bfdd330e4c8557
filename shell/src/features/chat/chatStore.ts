import { create } from 'zustand';
import type { ChatMessage, ChatRead, ChatRoom } from '@trellis/contracts';

export type ChatView = 'rooms' | 'search' | 'room';

/** How far a message this tab sent has got: on its way, or not sent with the words saying why. */
export type Delivery = { state: 'sending' } | { state: 'failed'; reason: string };

/** This tab's copy of a message it sent, shown until the stored copy with the same client_id takes its place. */
export type LocalMessage = ChatMessage & { client_id: string; delivery: Delivery };

/** A message as the conversation shows it; local copies have negative ids. */
export type ShownMessage = ChatMessage | LocalMessage;

export const isLocal = (message: ShownMessage): message is LocalMessage => 'delivery' in message;

type Conversation = {
  /** Oldest first, as shown: stored messages, then this tab's copies still waiting. */
  messages: ShownMessage[];
  /** Pages of history loaded so far (page 1 is the latest). */
  pages: number;
  /** Stored messages of the room. */
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

const initialState: ChatState = {
  open: false,
  unseen: false,
  chimed: false,
  view: 'rooms',
  rooms: null,
  roomId: null,
  conversation: null,
};

export const useChat = create<ChatState>(() => initialState);

/** Unread messages over all rooms, for the top bar's count. */
export const totalUnread = (state: ChatState) => state.rooms?.reduce((sum, room) => sum + room.unread_count, 0) ?? 0;

export const chatActions = {
  forget() {
    useChat.setState(initialState);
  },
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
  /** A list read from the server; the open room stays listed when it was created after that read began. */
  setRooms(rooms: ChatRoom[]) {
    useChat.setState((state) => {
      const open = state.rooms?.find((room) => room.id === state.roomId);
      return { rooms: open && !rooms.some((room) => room.id === open.id) ? [open, ...rooms] : rooms };
    });
  },
  /** A page of history, or the latest page again after a reconnection: merged by id, oldest first. */
  addPage(roomId: number, page: number, newestFirst: ChatMessage[], total: number) {
    useChat.setState((state) => {
      if (state.roomId !== roomId) return {};
      const shown = state.conversation?.messages ?? [];
      const byId = new Map<number, ShownMessage>(shown.filter((message) => message.id > 0).map((message) => [message.id, message]));
      for (const message of newestFirst) byId.set(message.id, message);
      const stored = [...byId.values()].sort((a, b) => a.id - b.id);
      // A copy whose answer was lost with the connection is already among them when the server stored it.
      const storedIds = new Set(stored.map((message) => message.client_id));
      const local = shown.filter((message) => isLocal(message) && !storedIds.has(message.client_id));
      return { conversation: { messages: [...stored, ...local], pages: Math.max(page, state.conversation?.pages ?? 0), total } };
    });
  },
  /** This tab's copy of a message it is sending, shown at once. */
  addSending(message: LocalMessage) {
    useChat.setState((state) => {
      if (state.roomId !== message.room || !state.conversation) return {};
      return { conversation: { ...state.conversation, messages: [...state.conversation.messages, message] } };
    });
  },
  /**
   * A stored message arrived: it joins its room's conversation when open, in place of this tab's copy, and moves its
   * room to the top with a new preview. From the other person it counts as unread unless the member is looking at
   * that room (which then marks it read).
   */
  addMessage(message: ChatMessage, myId: number | undefined) {
    useChat.setState((state) => {
      const room = state.rooms?.find((known) => known.id === message.room);
      const viewing = state.open && state.roomId === message.room;
      const unread = message.sender.id !== myId && !viewing ? 1 : 0;
      const rooms =
        room && state.rooms
          ? [{ ...room, last_message: message, unread_count: room.unread_count + unread }, ...state.rooms.filter((known) => known !== room)]
          : state.rooms;
      if (state.roomId !== message.room || !state.conversation) return { rooms };
      const { messages, total } = state.conversation;
      if (messages.some((shown) => shown.id === message.id)) return { rooms };
      const local = messages.findIndex((shown) => isLocal(shown) && shown.client_id === message.client_id);
      const next = local >= 0 ? messages.map((shown, index) => (index === local ? message : shown)) : [...messages, message];
      return { rooms, conversation: { ...state.conversation, messages: next, total: total + 1 } };
    });
  },
  /**
   * A read mark moved: the member's own (from any tab) sets the room's unread count, the other person's their "Seen".
   * The same mark comes twice when the member reads (the request's answer and the socket's echo), and the second
   * changes nothing, so it leaves the rooms as they are rather than render them again.
   */
  applyRead(read: ChatRead, myId: number | undefined) {
    useChat.setState((state) => {
      const room = state.rooms?.find((known) => known.id === read.room);
      if (!state.rooms || !room) return {};
      const next =
        read.user === myId
          ? { ...room, read_up_to: Math.max(room.read_up_to ?? 0, read.up_to), unread_count: read.unread_count }
          : { ...room, seen_up_to: Math.max(room.seen_up_to ?? 0, read.up_to) };
      const unchanged =
        next.read_up_to === room.read_up_to && next.unread_count === room.unread_count && next.seen_up_to === room.seen_up_to;
      return unchanged ? {} : { rooms: state.rooms.map((known) => (known === room ? next : known)) };
    });
  },
  /** Sets the delivery of this tab's copy sent under `clientId`. */
  setDelivery(clientId: string, delivery: Delivery) {
    updateLocal((message) => (message.client_id === clientId ? { ...message, delivery } : message));
  },
  /** The connection dropped: whatever was still on its way is not known to have arrived. */
  failSending(reason: string) {
    updateLocal((message) => (message.delivery.state === 'sending' ? { ...message, delivery: { state: 'failed', reason } } : message));
  },
};

function updateLocal(update: (message: LocalMessage) => LocalMessage) {
  useChat.setState((state) => {
    if (!state.conversation) return {};
    const messages = state.conversation.messages.map((message) => (isLocal(message) ? update(message) : message));
    return { conversation: { ...state.conversation, messages } };
  });
}
