import { Avatar, Flex, Typography } from '@trellis/ui/antd';
import type { MouseEvent } from 'react';
import { useSession } from '@trellis/platform/session';
import { goTo, isPlainClick } from '../routing/navigation.ts';

function follow(path: string, onNavigate?: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    goTo(path);
    onNavigate?.();
  };
}

/** Top of the sidebar for a signed-in member: their card opens /profile, Account their account page. */
export function ProfileCard({ onNavigate }: { onNavigate?: () => void }) {
  const identity = useSession((state) => state.identity);
  if (!identity) return null;
  const { profile } = identity;
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const account = `/profile/${profile.name_slug}/account`;
  return (
    <Flex align="center" gap={12} style={{ padding: '16px 16px 8px' }}>
      <a href="/profile" onClick={follow('/profile', onNavigate)} aria-label={`Profile of ${name}`}>
        <Avatar size={40} src={profile.picture ?? undefined}>
          {profile.first_name.charAt(0)}
        </Avatar>
      </a>
      <Flex vertical style={{ minWidth: 0 }}>
        <a href="/profile" onClick={follow('/profile', onNavigate)}>
          <Typography.Text strong ellipsis>
            {name}
          </Typography.Text>
        </a>
        <a href={account} onClick={follow(account, onNavigate)}>
          Account
        </a>
      </Flex>
    </Flex>
  );
}
