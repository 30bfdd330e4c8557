import { Button, Flex, Input, Spin, Typography, theme } from '@trellis/ui/antd';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { chatActions, isLocal, useChat, type LocalMessage, type ShownMessage } from './chatStore.ts';
import { sendOverSocket, useSocketState } from '../../realtime/eventsSocket.ts';
import { loadPage } from './useChatLive.ts';

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

function Bubble({ message, mine }: { message: ShownMessage; mine: boolean }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align={mine ? 'flex-end' : 'flex-start'} gap={2}>
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
      {isLocal(message) && <DeliveryNote message={message} />}
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

  // New messages scroll to the bottom; older history keeps the reader's place.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    box.scrollTop = keepFromBottom.current === null ? box.scrollHeight : box.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [conversation?.messages]);

  if (roomId === null || !me) return null;
  const messages = conversation?.messages ?? [];
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
      <Flex gap={8} align="center">
        <Button onClick={chatActions.showRooms}>Back</Button>
        <Typography.Text strong ellipsis>
          {room?.name}
        </Typography.Text>
      </Flex>
      <div ref={scroller} onScroll={onScroll} role="log" aria-label="Messages" style={{ flex: 1, overflow: 'auto', minHeight: 200 }}>
        <Flex vertical gap={6}>
          {loadingOlder && <Spin size="small" />}
          {messages.map((message) => (
            <Bubble key={message.id} message={message} mine={message.sender.id === me.id} />
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
