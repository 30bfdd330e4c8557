import { MessageOutlined } from '@trellis/ui/icons';
import { Button, Flex } from '@trellis/ui/antd';
import { useLocation } from '@trellis/ui/router';
import { bus } from '@trellis/platform/events';
import { loginUrl } from '@trellis/platform/navigation';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { FollowButton } from '@trellis/ui';

/**
 * Message and Follow on someone else's profile. Message opens the conversation with them in the chat panel (which
 * offers the upgrade when the member's plan has no chat); visitors sign in first and come back.
 */
export function ProfileActions({ userId, name, following }: { userId: number; name: string; following: boolean }) {
  const signedIn = useSession(isSignedIn);
  const { pathname, search } = useLocation();
  const message = () => {
    if (!signedIn) {
      bus.emit('navigate', { to: loginUrl(pathname + search) });
      return;
    }
    bus.emit('chat:open', { userId, name });
  };
  return (
    <Flex gap={8} wrap justify="center">
      <Button icon={<MessageOutlined />} onClick={message}>
        Message
      </Button>
      <FollowButton type="user" id={userId} following={following} followsOnReturn />
    </Flex>
  );
}
