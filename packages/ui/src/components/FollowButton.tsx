import { CheckOutlined, PlusOutlined } from '@trellis/ui/icons/essential';
import { App, Button, type ButtonProps } from '@trellis/ui/antd';
import { useEffect, useRef, useState } from 'react';
import { mutate } from 'swr';
import { call } from '@trellis/platform/api-client';
import { socialEndpoints } from '@trellis/contracts/endpoints';
import type { FollowType } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { useSearchParams } from '@trellis/ui/router';

export type FollowButtonProps = {
  type: FollowType;
  id: number;
  /** Whether the member already follows it, when the page knows. */
  following?: boolean;
  /** Called once the server has taken a follow or an unfollow, for a list of the page's own to read again. */
  onChange?(following: boolean): void;
  /**
   * The page's own subject (an organization, a circle, a profile): a visitor sent to sign in comes back with
   * follow=true and is then following it. A button among many in a list leaves that out, as the flag cannot say which.
   */
  followsOnReturn?: boolean;
} & Pick<ButtonProps, 'size' | 'block'>;

/** Lists and pages that show who follows whom, read again after a change. */
const showsFollows = (key: unknown) => typeof key === 'string' && (key.startsWith('/connections/') || key.startsWith('/users/profile/'));

/** Back from sign-in with follow=true: follows once, and the flag leaves the address. */
function FollowOnReturn({ follow }: { follow(): void }) {
  const [params, setParams] = useSearchParams();
  const asked = useRef(false);
  useEffect(() => {
    if (params.get('follow') !== 'true' || asked.current) return;
    asked.current = true;
    const rest = new URLSearchParams(params);
    rest.delete('follow');
    setParams(rest, { replace: true });
    follow();
  });
  return null;
}

/**
 * Follow a member or a group, and stop following with the same button: it reads "Followed" (pressed) while the
 * member follows. Visitors go to sign in first.
 */
export function FollowButton({ type, id, following = false, onChange, followsOnReturn = false, size, block }: FollowButtonProps) {
  const { message } = App.useApp();
  const signedIn = useSession(isSignedIn);
  const [followed, setFollowed] = useState(following);
  const [busy, setBusy] = useState(false);
  // The page's own answer wins when it changes (read again after a follow elsewhere).
  const [pageSaid, setPageSaid] = useState(following);
  if (pageSaid !== following) {
    setPageSaid(following);
    setFollowed(following);
  }

  const toggle = async () => {
    if (!signedIn) {
      const { pathname, search } = window.location;
      const intent = followsOnReturn ? '&follow=true' : '';
      bus.emit('navigate', { to: `/login?next=${encodeURIComponent(pathname + search)}${intent}` });
      return;
    }
    setBusy(true);
    try {
      const answer = await call(followed ? socialEndpoints.unfollow : socialEndpoints.follow, { params: { type, id } });
      setFollowed(answer.is_following);
      if (answer.is_following) message.success(MESSAGES.follow.followed(type));
      void mutate(showsFollows);
      onChange?.(answer.is_following);
    } catch {
      message.error(MESSAGES.follow.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {followsOnReturn && signedIn ? (
        <FollowOnReturn
          follow={() => {
            if (!followed) void toggle();
          }}
        />
      ) : null}
      <Button
        size={size}
        block={block}
        type={followed ? 'default' : 'primary'}
        icon={followed ? <CheckOutlined /> : <PlusOutlined />}
        loading={busy}
        aria-pressed={followed}
        title={followed ? 'Stop following' : undefined}
        onClick={() => void toggle()}
      >
        {followed ? 'Followed' : 'Follow'}
      </Button>
    </>
  );
}
