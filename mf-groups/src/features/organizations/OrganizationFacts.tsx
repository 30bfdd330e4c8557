import { Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { ApartmentOutlined, EnvironmentOutlined, TeamOutlined } from '@trellis/ui/icons';
import type { GroupCard, NamedItem } from '@trellis/contracts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Country, member count and circle count of an organization. */
export function OrganizationFacts({ organization }: { organization: GroupCard }) {
  return (
    <Flex wrap gap={12}>
      {organization.country ? (
        <Typography.Text type="secondary">
          <EnvironmentOutlined aria-hidden /> {organization.country}
        </Typography.Text>
      ) : null}
      <Typography.Text type="secondary">
        <TeamOutlined aria-hidden /> {count(organization.total_members, 'Member', 'Members')}
      </Typography.Text>
      <Typography.Text type="secondary">
        <ApartmentOutlined aria-hidden /> {count(organization.total_circles, 'Circle', 'Circles')}
      </Typography.Text>
    </Flex>
  );
}

/** Topic chips; `shown` limits them with a "+N" for the rest. */
export function TopicChips({ topics, shown }: { topics: NamedItem[]; shown?: number }) {
  const visible = shown === undefined ? topics : topics.slice(0, shown);
  const hidden = topics.length - visible.length;
  if (topics.length === 0) return null;
  return (
    <Flex wrap gap={8}>
      {visible.map((topic) => (
        <Tag key={topic.id} style={{ marginInlineEnd: 0 }}>
          {topic.name}
        </Tag>
      ))}
      {hidden > 0 ? (
        <Tag
          style={{ marginInlineEnd: 0 }}
          title={topics
            .slice(visible.length)
            .map((topic) => topic.name)
            .join(', ')}
        >
          +{hidden}
        </Tag>
      ) : null}
    </Flex>
  );
}
