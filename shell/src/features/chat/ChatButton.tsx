import { MessageOutlined } from '@trellis/ui/icons/frame';
import { Button } from '@trellis/ui/antd';
import { Badge } from '@trellis/ui/antd/frame';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { chatActions, totalUnread, useChat } from './chatStore.ts';

function labelOf(unread: number, unseen: boolean) {
  if (unread > 0) return `Open chat, ${unread === 1 ? '1 unread message' : `${unread} unread messages`}`;
  return unseen ? 'Open chat, new messages' : 'Open chat';
}

/**
 * The top bar's messages entry, the one way into the chat: opens or closes the dock, with the count of unread
 * messages over all conversations (a dot when a message came in before the count is known).
 */
export function ChatButton() {
  const open = useChat((state) => state.open);
  const unseen = useChat((state) => state.unseen);
  const unread = useChat(totalUnread);
  const signedIn = useSession(isSignedIn);
  if (!signedIn) return null;
  return (
    <Badge count={unread || undefined} overflowCount={99} size="small" dot={unread === 0 && unseen} offset={[-6, 6]}>
      <Button
        type="text"
        aria-label={labelOf(unread, unseen)}
        aria-expanded={open}
        icon={<MessageOutlined />}
        onClick={() => chatActions.setOpen(!open)}
      />
    </Badge>
  );
}
