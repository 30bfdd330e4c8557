import { CloseOutlined } from '@trellis/ui/icons/frame';
import { Button, Card, Grid, Result, Typography } from '@trellis/ui/antd';
import { useEffect, type CSSProperties } from 'react';
import { CHAT_DOCK_WIDTH } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { goTo } from '../../routing/navigation.ts';
import { chatActions, useChat } from './chatStore.ts';
import { Conversation } from './Conversation.tsx';
import { PersonSearch } from './PersonSearch.tsx';
import { RoomsList } from './RoomsList.tsx';
import { startEventsSocket } from '../../realtime/eventsSocket.ts';
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
 * The chat panel the top bar's Messages button opens: a card at the bottom right from md up (350 px wide, 450 px
 * from lg), the whole screen on a phone, where a card would leave a strip of page around it. Closed, it shows
 * nothing, so nothing floats over the page. It owns the page's events socket, which `socketOrigin` points elsewhere
 * when the API is not on the page's origin.
 */
export function ChatDock({ socketOrigin }: { socketOrigin?: string }) {
  useEffect(() => startEventsSocket(socketOrigin), [socketOrigin]);
  useChatLive();
  const open = useChat((state) => state.open);
  const signedIn = useSession(isSignedIn);
  const screens = Grid.useBreakpoint();
  if (!signedIn || !open) return null;
  const phone = screens.md !== true;
  const width = Math.min(screens.lg ? CHAT_DOCK_WIDTH.large : CHAT_DOCK_WIDTH.small, window.innerWidth - 16);
  const place: CSSProperties = phone ? { top: 0, right: 0, bottom: 0, left: 0 } : { right: 8, bottom: 8, width };

  return (
    <div style={{ position: 'fixed', zIndex: 1000, ...place }}>
      <Card
        size="small"
        role="dialog"
        aria-label="Chat"
        title={<Typography.Text strong>Messages</Typography.Text>}
        extra={
          <Button type="text" size="small" aria-label="Close chat" icon={<CloseOutlined />} onClick={() => chatActions.setOpen(false)} />
        }
        style={phone ? { height: '100%', borderRadius: 0, display: 'flex', flexDirection: 'column' } : undefined}
        styles={{
          body: {
            height: phone ? undefined : 420,
            flex: phone ? '1 1 0' : undefined,
            minHeight: 0,
            display: 'flex',
            flexDirection: 'column',
          },
        }}
      >
        <DockBody />
      </Card>
    </div>
  );
}
