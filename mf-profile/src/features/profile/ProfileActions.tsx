import { MessageOutlined } from '@trellis/shared/icons';
import { Button, Flex } from '@trellis/shared/antd';
import { useLocation } from '@trellis/shared/router';
import { bus } from '@trellis/shared/events';
import { loginUrl } from '@trellis/shared/remote';
import { isSignedIn, useSession } from '@trellis/shared/session';
import { FollowButton } from '@trellis/shared/ui';

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
      <FollowButton type="user" id={userId} following={following} />
    </Flex>
  );
}
