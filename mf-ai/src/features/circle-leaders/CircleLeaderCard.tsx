import { Card, Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { SafetyCertificateOutlined } from '@trellis/ui/icons';
import type { CircleLeader } from '@trellis/contracts';
import { CERTIFICATION_LEVELS } from '@trellis/contracts/constants';
import { crossAreaLink } from '@trellis/platform/navigation';
import { InitialsAvatar } from '@trellis/ui';

const levelName = (level: number) => CERTIFICATION_LEVELS[level as keyof typeof CERTIFICATION_LEVELS] ?? `Level ${level}`;

/** One certified leader: badge, topic areas, short bio, circles led, and links to their profile and connections. */
export function CircleLeaderCard({ leader }: { leader: CircleLeader }) {
  const { profile } = leader.user;
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const circles = leader.no_of_circles_led;
  return (
    <Card style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: '100%' } }}>
      <Flex gap={12} align="center">
        <InitialsAvatar name={name} src={leader.user.image} size={48} />
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {name}
          </Typography.Title>
          <span>
            <Tag color="gold" icon={<SafetyCertificateOutlined aria-hidden />}>
              {levelName(leader.certification_level)} leader
            </Tag>
          </span>
        </Flex>
      </Flex>
      {leader.topic_area_detailed.length ? (
        <Flex wrap gap={4}>
          {leader.topic_area_detailed.map((area) => (
            <Tag key={area.name} style={{ marginInlineEnd: 0 }}>
              {area.name}
            </Tag>
          ))}
        </Flex>
      ) : null}
      {profile.short_bio ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
          {profile.short_bio}
        </Typography.Paragraph>
      ) : null}
      <Typography.Text>
        {circles} {circles === 1 ? 'Circle' : 'Circles'} led
      </Typography.Text>
      <Flex gap={12} wrap style={{ marginTop: 'auto' }}>
        <a {...crossAreaLink(`/profile/${encodeURIComponent(profile.name_slug)}`)}>View profile</a>
        <a {...crossAreaLink(`/profile/${encodeURIComponent(profile.name_slug)}/connections`)}>Connections</a>
      </Flex>
    </Card>
  );
}
