import { Button, Result } from '@trellis/ui/antd';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { goTo } from '../../routing/navigation.ts';
import { useChat } from './chatStore.ts';
import { Conversation } from './Conversation.tsx';
import { PersonSearch } from './PersonSearch.tsx';
import { RoomsList } from './RoomsList.tsx';

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

/** What the open dock shows: the rooms, a conversation, the person search, or why a member cannot chat yet. */
export function DockBody() {
  const view = useChat((state) => state.view);
  const mayChat = useSession((state) => state.identity?.user_subscription.one_to_one_chat ?? false);
  if (!mayChat) return <UpgradePrompt />;
  if (view === 'search') return <PersonSearch />;
  if (view === 'room') return <Conversation />;
  return <RoomsList />;
}
