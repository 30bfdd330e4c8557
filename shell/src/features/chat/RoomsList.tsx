import { Avatar, Button, Flex, Typography } from '@trellis/ui/antd';
import { List } from '@trellis/ui/antd/frame';
import { useEffect } from 'react';
import { LIMITS } from '@trellis/contracts/constants';
import type { ChatRoom } from '@trellis/contracts';
import { useSession } from '@trellis/platform/session';
import { truncate } from '../../layout/truncate.ts';
import { chatActions, useChat } from './chatStore.ts';
import { refreshRooms } from './useChatLive.ts';

function preview(room: ChatRoom) {
  const text = room.last_message?.messages.map((part) => part.value).join(' ') ?? '';
  return truncate(text.replace(/\s+/g, ' '), LIMITS.chatPreviewTruncate);
}

export function RoomsList() {
  const rooms = useChat((state) => state.rooms);
  const myId = useSession((state) => state.identity?.id);
  useEffect(() => {
    void refreshRooms().catch(() => chatActions.setRooms([]));
  }, []);

  return (
    <Flex vertical gap={8} style={{ minHeight: 0, flex: 1 }}>
      <Button onClick={chatActions.showSearch}>New message</Button>
      <List
        style={{ overflow: 'auto' }}
        loading={rooms === null}
        dataSource={rooms ?? []}
        locale={{ emptyText: 'No conversations yet' }}
        renderItem={(room) => {
          const other = room.users.find((user) => user.id !== myId);
          return (
            <List.Item style={{ cursor: 'pointer' }} onClick={() => chatActions.enterRoom(room)} aria-label={`Chat with ${room.name}`}>
              <List.Item.Meta
                avatar={<Avatar src={other?.image ?? undefined}>{room.name.charAt(0)}</Avatar>}
                title={room.name}
                description={<Typography.Text type="secondary">{preview(room)}</Typography.Text>}
              />
            </List.Item>
          );
        }}
      />
    </Flex>
  );
}
