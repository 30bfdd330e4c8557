import { Flex, Typography } from '@trellis/ui/antd';
import { Link } from '@trellis/ui/router';
import type { Connection } from '@trellis/contracts';
import { FollowButton, InitialsAvatar } from '@trellis/ui';

/** One person: picture, name to their profile, what they do, and a Follow button unless it is the viewer. */
export function ConnectionItem({ person, canFollow }: { person: Connection; canFollow: boolean }) {
  const name = `${person.first_name} ${person.last_name}`;
  const headline = [person.title, person.institution].filter(Boolean).join(' · ');
  return (
    <Flex align="center" gap={12} style={{ padding: '12px 0' }}>
      <InitialsAvatar name={name} src={person.picture} size={48} style={{ flexShrink: 0 }} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Link to={`/profile/${person.name_slug}`}>
          <Typography.Text strong ellipsis style={{ color: 'inherit' }}>
            {name}
          </Typography.Text>
        </Link>
        {headline ? (
          <Typography.Text type="secondary" ellipsis>
            {headline}
          </Typography.Text>
        ) : null}
      </Flex>
      {canFollow ? <FollowButton type="user" id={person.id} following={person.is_following} size="small" /> : null}
    </Flex>
  );
}
