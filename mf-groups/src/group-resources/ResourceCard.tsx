import { Card, Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { CrownOutlined, PaperClipOutlined } from '@trellis/ui/icons';
import { Link } from '@trellis/ui/router';
import type { Resource } from '@trellis/contracts';
import { resourceTags } from './resourceLabels.ts';

/** Topics a card shows before it says how many more there are. */
const TOPICS_SHOWN = 2;

/** One resource in a list: thumbnail, title, state tags, two topics and how many files it holds. */
export function ResourceCard({ resource }: { resource: Resource }) {
  const extraTopics = resource.topics_detailed.length - TOPICS_SHOWN;
  const files = resource.file_count === 1 ? '1 file' : `${resource.file_count} files`;
  return (
    <Card
      style={{ height: '100%' }}
      cover={
        resource.thumbnail_image ? (
          <img src={resource.thumbnail_image} alt="" style={{ height: 140, objectFit: 'cover' }} loading="lazy" />
        ) : undefined
      }
    >
      <Flex vertical gap={8}>
        <Link to={`/resource/${resource.title_slug}`} style={{ fontWeight: 600, fontSize: 16 }}>
          {resource.title}
        </Link>
        {resource.created_by ? <Typography.Text type="secondary">By {resource.created_by.name}</Typography.Text> : null}
        <Flex wrap gap={6}>
          {resourceTags(resource).map(({ label, color }) => (
            <Tag key={label} color={color}>
              {label}
            </Tag>
          ))}
          {resource.topics_detailed.slice(0, TOPICS_SHOWN).map((topic) => (
            <Tag key={topic.id}>{topic.name}</Tag>
          ))}
          {extraTopics > 0 ? <Tag>+{extraTopics} more</Tag> : null}
        </Flex>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {resource.content}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          {resource.files_locked ? <CrownOutlined /> : <PaperClipOutlined />} {files}
          {resource.files_locked ? ' (premium)' : ''}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
