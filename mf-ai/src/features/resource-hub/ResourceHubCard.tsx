import { Card, Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { LockOutlined } from '@trellis/ui/icons';
import { topicAreaOf, type Resource } from '@trellis/contracts';
import { crossAreaLink } from '@trellis/platform/navigation';

/** Topic chips shown on a card before the rest are counted. */
const TOPICS_SHOWN = 2;

/** One resource of the hub: title linking to its page, topic area, group, topics, and the premium lock when it holds. */
export function ResourceHubCard({ resource }: { resource: Resource }) {
  const area = topicAreaOf(resource.topic_area);
  const hidden = resource.topics_detailed.length - TOPICS_SHOWN;
  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, height: '100%' } }}>
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        <a {...crossAreaLink(`/resource/${encodeURIComponent(resource.title_slug)}`)}>{resource.title}</a>
      </Typography.Title>
      <Flex wrap gap={4}>
        {area ? <Tag color="blue">{area.name}</Tag> : null}
        {resource.is_premium ? (
          <Tag color="gold" icon={<LockOutlined aria-hidden />}>
            {resource.files_locked ? 'Premium: files locked' : 'Premium'}
          </Tag>
        ) : null}
        {resource.topics_detailed.slice(0, TOPICS_SHOWN).map((topic) => (
          <Tag key={topic.id}>{topic.name}</Tag>
        ))}
        {hidden > 0 ? <Tag>+{hidden} more</Tag> : null}
      </Flex>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
        {resource.content}
      </Typography.Paragraph>
      {resource.group_detail ? (
        <Typography.Text type="secondary" style={{ fontSize: 12, marginTop: 'auto' }}>
          From {resource.group_detail.name}
        </Typography.Text>
      ) : null}
    </Card>
  );
}
