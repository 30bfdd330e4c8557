import { CloseOutlined, MessageOutlined } from '@trellis/shared/icons';
import { Badge, Button, Card, Grid, Result, Typography } from '@trellis/shared/antd';
import { useEffect } from 'react';
import { CHAT_DOCK_WIDTH } from '@trellis/shared/constants';
import { MESSAGES } from '@trellis/shared/messages';
import { isSignedIn, useSession } from '@trellis/shared/session';
import { goTo } from '../../routing/navigation.ts';
import { chatActions, useChat } from './chatStore.ts';
import { Conversation } from './Conversation.tsx';
import { PersonSearch } from './PersonSearch.tsx';
import { RoomsList } from './RoomsList.tsx';
import { startEventsSocket } from './eventsSocket.ts';
import { useChatLive } from './useChatLive.ts';

function UpgradePrompt() {
  return (
    <Result
      status="info"
      title={MESSAGES.chat.membershipFeature}
      subTitle={MESSAGES.chat.upgradeToMessage}
      extra={
        <Button type="primary" onClick={() => goTo('/membership')}>
          Upgrade
        </Button>
      }
    />
  );
}

function DockBody() {
  const view = useChat((state) => state.view);
  const mayChat = useSession((state) => state.identity?.user_subscription.one_to_one_chat ?? false);
  if (!mayChat) return <UpgradePrompt />;
  if (view === 'search') return <PersonSearch />;
  if (view === 'room') return <Conversation />;
  return <RoomsList />;
}

/**
 * The chat dock, bottom right: 350 px wide on small screens, 450 px from lg up.
 * It owns the page's events socket, which `socketOrigin` points elsewhere when the API is not on the page's origin.
 */
export function ChatDock({ socketOrigin }: { socketOrigin?: string }) {
  useEffect(() => startEventsSocket(socketOrigin), [socketOrigin]);
  useChatLive();
  const open = useChat((state) => state.open);
  const unseen = useChat((state) => state.unseen);
  const signedIn = useSession(isSignedIn);
  const screens = Grid.useBreakpoint();
  if (!signedIn) return null;
  const width = Math.min(screens.lg ? CHAT_DOCK_WIDTH.large : CHAT_DOCK_WIDTH.small, window.innerWidth - 16);

  return (
    <div style={{ position: 'fixed', right: 8, bottom: 8, zIndex: 1000, width: open ? width : undefined }}>
      {open ? (
        <Card
          size="small"
          role="dialog"
          aria-label="Chat"
          title={<Typography.Text strong>Messages</Typography.Text>}
          extra={
            <Button type="text" size="small" aria-label="Close chat" icon={<CloseOutlined />} onClick={() => chatActions.setOpen(false)} />
          }
          styles={{ body: { height: 420, display: 'flex', flexDirection: 'column' } }}
        >
          <DockBody />
        </Card>
      ) : (
        <Badge dot={unseen}>
          <Button
            type="primary"
            shape="round"
            icon={<MessageOutlined />}
            onClick={() => chatActions.setOpen(true)}
            aria-label={unseen ? 'Open chat, new messages' : 'Open chat'}
          >
            Messages
          </Button>
        </Badge>
      )}
    </div>
  );
}
