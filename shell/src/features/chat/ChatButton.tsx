import { MessageOutlined } from '@trellis/ui/icons';
import { Button } from '@trellis/ui/antd';
import { Badge } from '@trellis/ui/antd/frame';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { chatActions, useChat } from './chatStore.ts';

/** The top bar's messages entry, the one way into the chat: opens or closes the dock, with the new-message dot. */
export function ChatButton() {
  const open = useChat((state) => state.open);
  const unseen = useChat((state) => state.unseen);
  const signedIn = useSession(isSignedIn);
  if (!signedIn) return null;
  return (
    <Badge dot={unseen} offset={[-6, 6]}>
      <Button
        type="text"
        aria-label={unseen ? 'Open chat, new messages' : 'Open chat'}
        aria-expanded={open}
        icon={<MessageOutlined />}
        onClick={() => chatActions.setOpen(!open)}
      />
    </Badge>
  );
}
