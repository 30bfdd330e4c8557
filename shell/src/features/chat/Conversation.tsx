import { Avatar, Button, Flex, Grid, Spin, Typography, theme } from '@trellis/ui/antd';
import { Input } from '@trellis/ui/antd/fields';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type UIEvent } from 'react';
import type { ChatRoom } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { goTo, isPlainClick } from '../../routing/navigation.ts';
import { markRoomRead } from './chatCalls.ts';
import { chatActions, isLocal, useChat, type LocalMessage, type ShownMessage } from './chatStore.ts';
import { longTime, shortTime } from './chatTime.ts';
import { sendOverSocket, useSocketState } from '../../realtime/eventsSocket.ts';
import { loadPage } from './useChatLive.ts';

/** Messages of one sender this close together read as one run, under one name and avatar. */
const RUN_GAP_MS = 5 * 60 * 1000;

const startsRun = (message: ShownMessage, previous: ShownMessage | undefined) =>
  !previous ||
  previous.sender.id !== message.sender.id ||
  new Date(message.timestamp).getTime() - new Date(previous.timestamp).getTime() > RUN_GAP_MS;

let localId = 0;

/** A fresh id for a message this tab sends; getRandomValues works on plain-http hosts too, unlike randomUUID. */
function newClientId() {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends `message` over the socket, and says at once when there is no connection to send it on. */
function transmit(message: LocalMessage) {
  const sent = sendOverSocket({
    type: 'chat_message',
    client_id: message.client_id,
    room: message.room,
    messages: message.messages.map((part) => ({ type: 'text', value: part.value })),
  });
  chatActions.setDelivery(message.client_id, sent ? { state: 'sending' } : { state: 'failed', reason: MESSAGES.chat.noConnection });
}

function DeliveryNote({ message }: { message: LocalMessage }) {
  if (message.delivery.state === 'sending') {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Sending…
      </Typography.Text>
    );
  }
  return (
    <Flex gap={4} align="baseline" wrap justify="flex-end">
      <Typography.Text type="danger" style={{ fontSize: 12 }}>
        Not sent: {message.delivery.reason}
      </Typography.Text>
      <Button type="link" size="small" onClick={() => transmit(message)}>
        Retry
      </Button>
    </Flex>
  );
}

function SentAt({ timestamp }: { timestamp: string }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      <time dateTime={timestamp} title={longTime(timestamp)}>
        {shortTime(timestamp)}
      </time>
    </Typography.Text>
  );
}

type BubbleProps = {
  message: ShownMessage;
  mine: boolean;
  /** First of a run: shows who wrote it. */
  first: boolean;
  /** "Seen" or "Sent" under the member's latest stored message. */
  readState: string | null;
};

function Bubble({ message, mine, first, readState }: BubbleProps) {
  const { token } = theme.useToken();
  const { sender } = message;
  return (
    <Flex vertical align={mine ? 'flex-end' : 'flex-start'} gap={2} style={{ marginTop: first ? 8 : 0 }}>
      {first && (
        <Flex gap={6} align="center" style={{ flexDirection: mine ? 'row-reverse' : 'row', maxWidth: '100%' }}>
          <Avatar size={24} src={sender.image_path ?? undefined} alt="">
            {sender.name.charAt(0)}
          </Avatar>
          <Typography.Text strong ellipsis style={{ fontSize: 13 }}>
            {mine ? 'You' : sender.name}
          </Typography.Text>
        </Flex>
      )}
      <div
        style={{
          maxWidth: '80%',
          padding: '6px 10px',
          borderRadius: 12,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          background: mine ? token.colorPrimary : token.colorFillSecondary,
          color: mine ? token.colorTextLightSolid : token.colorText,
          opacity: isLocal(message) ? 0.6 : 1,
        }}
      >
        {message.messages.map((part) => part.value).join('\n')}
      </div>
      {isLocal(message) ? (
        <DeliveryNote message={message} />
      ) : (
        <Flex gap={6} align="baseline">
          <SentAt timestamp={message.timestamp} />
          {readState && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              · {readState}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Flex>
  );
}

/** The other person of the room, named as a link to their profile. */
function RoomHeader({ room, myId }: { room: ChatRoom | undefined; myId: number }) {
  const screens = Grid.useBreakpoint();
  const other = room?.users.find((user) => user.id !== myId);
  const href = other?.name_slug ? `/profile/${other.name_slug}` : null;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!href || !isPlainClick(event)) return;
    event.preventDefault();
    // On a phone the panel covers the page, so it steps aside for the profile.
    if (screens.md !== true) chatActions.setOpen(false);
    goTo(href);
  };
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      <Button onClick={chatActions.showRooms}>Back</Button>
      <Avatar size={32} src={other?.image ?? undefined} alt="">
        {room?.name.charAt(0)}
      </Avatar>
      {href ? (
        <Typography.Link strong ellipsis href={href} onClick={open} aria-label={`${room?.name ?? ''}, open profile`}>
          {room?.name}
        </Typography.Link>
      ) : (
        <Typography.Text strong ellipsis>
          {room?.name}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** One room: history loads 50 at a time as the reader scrolls up; Enter sends, Shift-Enter breaks the line. */
export function Conversation() {
  const roomId = useChat((state) => state.roomId);
  const room = useChat((state) => state.rooms?.find((known) => known.id === state.roomId));
  const conversation = useChat((state) => state.conversation);
  const connected = useSocketState((state) => state.connected);
  const me = useSession((state) => state.identity);
  const [text, setText] = useState('');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);

  useEffect(() => {
    if (roomId !== null) void loadPage(roomId, 1).catch(() => undefined);
  }, [roomId]);

  // What the member sees is read: the mark moves to the newest message from the other person on screen.
  const stored = conversation?.messages.filter((message) => !isLocal(message)) ?? [];
  const newestFromOther = stored.reduce((newest, message) => (message.sender.id !== me?.id ? Math.max(newest, message.id) : newest), 0);
  const readUpTo = room?.read_up_to ?? 0;
  useEffect(() => {
    if (roomId === null || !me || newestFromOther <= readUpTo) return;
    void markRoomRead(roomId, newestFromOther).then(
      (read) => chatActions.applyRead(read, me.id),
      () => undefined,
    );
  }, [roomId, me, newestFromOther, readUpTo]);

  // New messages scroll to the bottom; older history keeps the reader's place.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    box.scrollTop = keepFromBottom.current === null ? box.scrollHeight : box.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [conversation?.messages]);

  if (roomId === null || !me) return null;
  const messages = conversation?.messages ?? [];
  const myLatest = stored.reduce((latest, message) => (message.sender.id === me.id ? Math.max(latest, message.id) : latest), 0);
  const readStateOf = (message: ShownMessage) => {
    if (message.id !== myLatest) return null;
    return message.id <= (room?.seen_up_to ?? 0) ? 'Seen' : 'Sent';
  };
  const hasOlder = conversation !== null && messages.filter((message) => message.id > 0).length < conversation.total;

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollTop > 40 || !hasOlder || loadingOlder || !conversation) return;
    keepFromBottom.current = box.scrollHeight - box.scrollTop;
    setLoadingOlder(true);
    void loadPage(roomId, conversation.pages + 1)
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  };

  const send = () => {
    const value = text;
    // With no connection the text stays in the box, and the notice below says why.
    if (value.trim() === '' || !connected) return;
    const message: LocalMessage = {
      id: (localId -= 1),
      room: roomId,
      sender: { id: me.id, name: me.first_name, image_path: me.profile.picture, type: 'user', slug: me.profile.name_slug },
      recipient: null,
      messages: [{ type: 'text', value }],
      timestamp: new Date().toISOString(),
      client_id: newClientId(),
      delivery: { state: 'sending' },
    };
    chatActions.addSending(message);
    transmit(message);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Flex vertical gap={8} style={{ minHeight: 0, flex: 1 }}>
      <RoomHeader room={room} myId={me.id} />
      <div ref={scroller} onScroll={onScroll} role="log" aria-label="Messages" style={{ flex: 1, overflow: 'auto', minHeight: 200 }}>
        <Flex vertical gap={4}>
          {loadingOlder && <Spin size="small" />}
          {messages.map((message, index) => (
            <Bubble
              key={message.id}
              message={message}
              mine={message.sender.id === me.id}
              first={startsRun(message, messages[index - 1])}
              readState={readStateOf(message)}
            />
          ))}
        </Flex>
      </div>
      {!connected && <Typography.Text type="danger">{MESSAGES.chat.noConnection}</Typography.Text>}
      <Input.TextArea
        aria-label="Message"
        placeholder="Write a message"
        autoSize={{ minRows: 1, maxRows: 4 }}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </Flex>
  );
}
