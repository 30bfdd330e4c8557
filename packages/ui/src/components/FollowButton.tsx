import { CheckOutlined, PlusOutlined } from '@trellis/ui/icons';
import { App, Button, type ButtonProps } from '@trellis/ui/antd';
import { useState } from 'react';
import { mutate } from 'swr';
import { api } from '@trellis/platform/api-client';
import { PATHS, type FollowAnswer, type FollowType } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { isSignedIn, useSession } from '@trellis/platform/session';

export type FollowButtonProps = {
  type: FollowType;
  id: number;
  /** Whether the member already follows it, when the page knows. */
  following?: boolean;
} & Pick<ButtonProps, 'size' | 'block'>;

const isConnectionList = (key: unknown) => typeof key === 'string' && key.startsWith('/connections/');

/** Follow a member or a group; visitors go to sign in first. Reads "Followed" once done. */
export function FollowButton({ type, id, following = false, size, block }: FollowButtonProps) {
  const { message } = App.useApp();
  const signedIn = useSession(isSignedIn);
  const [followed, setFollowed] = useState(following);
  const [busy, setBusy] = useState(false);

  const follow = async () => {
    if (!signedIn) {
      const { pathname, search } = window.location;
      bus.emit('navigate', { to: `/login?next=${encodeURIComponent(pathname + search)}` });
      return;
    }
    setBusy(true);
    try {
      await api.post<FollowAnswer>(PATHS.follow('follow', type, id));
      setFollowed(true);
      message.success(MESSAGES.follow.followed(type));
      void mutate(isConnectionList);
    } catch {
      message.error(MESSAGES.follow.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size={size}
      block={block}
      type={followed ? 'default' : 'primary'}
      icon={followed ? <CheckOutlined /> : <PlusOutlined />}
      loading={busy}
      disabled={followed}
      onClick={() => void follow()}
    >
      {followed ? 'Followed' : 'Follow'}
    </Button>
  );
}
