import { Avatar, Button, Flex, Typography } from '@trellis/ui/antd';
import { Badge } from '@trellis/ui/antd/frame';
import { ItemList, ItemRow } from '@trellis/ui';
import { useEffect } from 'react';
import { LIMITS } from '@trellis/contracts/constants';
import type { ChatRoom } from '@trellis/contracts';
import { useSession } from '@trellis/platform/session';
import { truncate } from '../../layout/truncate.ts';
import { chatActions, useChat } from './chatStore.ts';
import { longTime, shortTime } from './chatTime.ts';
import { refreshRooms } from './useChatLive.ts';

function preview(room: ChatRoom, myId: number | undefined) {
  const text = room.last_message?.messages.map((part) => part.value).join(' ') ?? '';
  const shown = truncate(text.replace(/\s+/g, ' '), LIMITS.chatPreviewTruncate);
  return room.last_message?.sender.id === myId && shown ? `You: ${shown}` : shown;
}

const unreadWords = (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`);

export function RoomsList() {
  const rooms = useChat((state) => state.rooms);
  const myId = useSession((state) => state.identity?.id);
  useEffect(() => {
    void refreshRooms().catch(() => chatActions.setRooms([]));
  }, []);

  return (
    <Flex vertical gap={8} style={{ minHeight: 0, flex: 1 }}>
      <Button onClick={chatActions.showSearch}>New message</Button>
      <ItemList
        style={{ overflow: 'auto' }}
        label="Conversations"
        items={rooms}
        itemKey={(room) => room.id}
        emptyText="No conversations yet"
        renderItem={(room) => {
          const other = room.users.find((user) => user.id !== myId);
          const unread = room.unread_count > 0;
          const sentAt = room.last_message?.timestamp;
          return (
            <ItemRow
              onClick={() => chatActions.enterRoom(room)}
              label={unread ? `Chat with ${room.name}, ${unreadWords(room.unread_count)}` : `Chat with ${room.name}`}
              avatar={
                <Avatar src={other?.image ?? undefined} alt="">
                  {room.name.charAt(0)}
                </Avatar>
              }
              title={
                <Flex justify="space-between" gap={8} align="baseline">
                  <Typography.Text strong={unread} ellipsis>
                    {room.name}
                  </Typography.Text>
                  {sentAt && (
                    <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none', fontWeight: 'normal' }}>
                      <time dateTime={sentAt} title={longTime(sentAt)}>
                        {shortTime(sentAt)}
                      </time>
                    </Typography.Text>
                  )}
                </Flex>
              }
              description={
                <Flex justify="space-between" gap={8} align="center">
                  <Typography.Text type={unread ? undefined : 'secondary'} strong={unread} ellipsis>
                    {preview(room, myId)}
                  </Typography.Text>
                  {unread && <Badge count={room.unread_count} overflowCount={99} aria-hidden />}
                </Flex>
              }
            />
          );
        }}
      />
    </Flex>
  );
}
