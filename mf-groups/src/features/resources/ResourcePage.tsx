import { Alert, App, Button, Card, Flex, Result, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { CrownOutlined } from '@trellis/ui/icons';
import { Link, useNavigate, useParams } from '@trellis/ui/router';
import { useState } from 'react';
import { RESOURCE_MESSAGES, topicAreaOf, type Resource } from '@trellis/contracts';
import { formErrorMessage } from '@trellis/platform/api-client';
import { bus } from '@trellis/platform/events';
import { PageSkeleton } from '@trellis/ui';
import { ResourceFormModal } from '../../group-resources/ResourceFormModal.tsx';
import { reviewResource } from '../../group-resources/resourceCalls.ts';
import { resourceTags } from '../../group-resources/resourceLabels.ts';
import { useResource } from '../../group-resources/useResources.ts';
import { TextSection } from '../../text/TextSection.tsx';
import { AttachmentViewer } from '../../attachments/AttachmentViewer.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Where a resource's group lives: organizations and institutions under /org, circles and events under their own. */
function groupLink(group: NonNullable<Resource['group_detail']>) {
  const prefix = group.group_type === 'circle' || group.group_type === 'event' ? group.group_type : 'org';
  return `/${prefix}/${group.name_slug}`;
}

/** Approve and Reject, for a certified administrator of the resource's organization while it is not approved. */
function ReviewActions({ resource, onDecided }: { resource: Resource; onDecided(): void }) {
  const { message } = App.useApp();
  const [sending, setSending] = useState<'approve' | 'reject' | null>(null);
  async function decide(action: 'approve' | 'reject') {
    setSending(action);
    try {
      message.success((await reviewResource(resource.id, action)).message);
      onDecided();
    } catch (error) {
      message.error(formErrorMessage(error, RESOURCE_MESSAGES.actionFailed(action)));
    } finally {
      setSending(null);
    }
  }
  return (
    <Alert
      type="info"
      showIcon
      title={
        resource.status === 'rejected' ? 'This resource was rejected. You can still approve it.' : 'This resource is waiting for review.'
      }
      action={
        <Flex gap={8} wrap>
          <Button type="primary" loading={sending === 'approve'} disabled={sending !== null} onClick={() => void decide('approve')}>
            Approve
          </Button>
          {resource.status === 'pending' ? (
            <Button danger loading={sending === 'reject'} disabled={sending !== null} onClick={() => void decide('reject')}>
              Reject
            </Button>
          ) : null}
        </Flex>
      }
    />
  );
}

/** /resource/{slug}: the resource, its attachments in a viewer (locked when premium), Edit Resource for its author. */
export function ResourcePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { data: resource, error, mutate } = useResource(slug);
  const [editing, setEditing] = useState(false);

  if (!resource) {
    if (error?.status === 404) return <Result status="404" title={RESOURCE_MESSAGES.notFound} />;
    if (error) return <Alert type="error" showIcon title={error.message} style={{ margin: '16px 0' }} />;
    return <PageSkeleton />;
  }

  const area = topicAreaOf(resource.topic_area);
  return (
    <Flex vertical gap={16} style={{ padding: '16px 0' }}>
      <div>
        <Button
          onClick={() =>
            window.history.length > 1 ? navigate(-1) : navigate(resource.group_detail ? groupLink(resource.group_detail) : '/')
          }
        >
          Back
        </Button>
      </div>
      {resource.can_review ? <ReviewActions resource={resource} onDecided={() => void mutate()} /> : null}
      {resource.is_author && resource.status === 'pending' ? (
        <Alert
          type="info"
          showIcon
          title="Your resource is waiting for an administrator to approve it. Only you and the reviewers can see it."
        />
      ) : null}
      <Card
        cover={
          resource.thumbnail_image ? (
            <img src={resource.thumbnail_image} alt="" style={{ maxHeight: 260, objectFit: 'cover' }} />
          ) : undefined
        }
      >
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="start" gap={12} wrap>
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
              {resource.title}
            </Typography.Title>
            {resource.is_author ? <Button onClick={() => setEditing(true)}>Edit Resource</Button> : null}
          </Flex>
          <Typography.Text type="secondary">
            {resource.created_by ? `By ${resource.created_by.name} · ` : ''}
            {dateFormat.format(new Date(resource.created_at))}
            {resource.group_detail ? (
              <>
                {' · '}
                <Link to={groupLink(resource.group_detail)}>{resource.group_detail.name}</Link>
              </>
            ) : null}
          </Typography.Text>
          <Flex wrap gap={6}>
            {resourceTags(resource).map(({ label, color }) => (
              <Tag key={label} color={color}>
                {label}
              </Tag>
            ))}
            {area ? <Tag color="blue">{area.name}</Tag> : null}
            {resource.topics_detailed.map((topic) => (
              <Tag key={topic.id}>{topic.name}</Tag>
            ))}
          </Flex>
          <TextSection title="About" text={resource.content} keepLineBreaks />
        </Flex>
      </Card>
      <Card title="Files and link">
        {resource.files_locked ? (
          <Alert
            type="warning"
            showIcon
            icon={<CrownOutlined />}
            title={`Premium resource: ${resource.file_count === 1 ? '1 file is' : `${resource.file_count} files are`} locked`}
            description={RESOURCE_MESSAGES.filesLocked}
            action={
              <Button type="primary" onClick={() => bus.emit('navigate', { to: '/membership' })}>
                See plans
              </Button>
            }
          />
        ) : resource.files.length || resource.source ? (
          <AttachmentViewer files={resource.files} source={resource.source} />
        ) : (
          <Typography.Text type="secondary">This resource has no files.</Typography.Text>
        )}
      </Card>
      {editing ? (
        <ResourceFormModal
          resource={resource}
          onClose={() => setEditing(false)}
          onSaved={(saved, text) => {
            message.success(text);
            void mutate(saved, { revalidate: false });
          }}
        />
      ) : null}
    </Flex>
  );
}
