import { CloseOutlined } from '@trellis/ui/icons/frame';
import { Button, Card, Grid, Typography } from '@trellis/ui/antd';
import { Suspense, useEffect, type CSSProperties } from 'react';
import { lazyScreen } from '@trellis/ui/remote';
import { CHAT_DOCK_WIDTH } from '@trellis/contracts/constants';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { chatActions, useChat } from './chatStore.ts';
import { startEventsSocket } from '../../realtime/eventsSocket.ts';
import { useChatLive } from './useChatLive.ts';

/** The dock's content loads when the dock first opens: a page that never opens it does not download the conversations. */
const DockBody = lazyScreen(
  () => import('./DockBody.tsx'),
  (module) => module.DockBody,
);

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
        <Suspense fallback={<Typography.Text type="secondary">Loading messages…</Typography.Text>}>
          <DockBody />
        </Suspense>
      </Card>
    </div>
  );
}
