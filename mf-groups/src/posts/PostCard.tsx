import { App, Button, Card, Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { DeleteOutlined, EditOutlined, LockOutlined, ShareAltOutlined } from '@trellis/ui/icons';
import { Link } from '@trellis/ui/router';
import { useState } from 'react';
import { formErrorMessage } from '@trellis/platform/api-client';
import { PRIVACY } from '@trellis/contracts/constants';
import { CONTENT_MESSAGES, type Content, type PostGroup } from '@trellis/contracts';
import { InitialsAvatar } from '@trellis/ui';
import { AttachmentViewer } from '../attachments/AttachmentViewer.tsx';
import { PostBody } from './PostBody.tsx';
import { PostFormModal } from './PostFormModal.tsx';
import { contentPath, deleteContent } from './postCalls.ts';
import { SharePostModal } from './SharePostModal.tsx';

const DATE_FORMAT = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

/** The Posts tab of the post's group: circles and events have pages of their own, every other kind is an organization. */
function groupPostsPath(group: PostGroup): string {
  if (group.group_type === 'circle') return `/circle/${group.name_slug}/posts`;
  if (group.group_type === 'event') return `/event/${group.name_slug}/posts`;
  return `/org/${group.name_slug}/posts`;
}

export type PostCardProps = {
  post: Content;
  /** The post changed (edited); lists read it again. */
  onChanged(): void;
  onDeleted(): void;
};

/**
 * One post: who wrote it where and when, its text with Show More past the preview length, its files to read or
 * download, and Share Post (not for a
 * private post); its author may also edit and delete it.
 */
export function PostCard({ post, onChanged, onDeleted }: PostCardProps) {
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<'edit' | 'share' | null>(null);
  const author = post.created_by;
  const isPrivate = post.security_level === PRIVACY.private;
  const shownDate = DATE_FORMAT.format(new Date(post.created_at));

  const confirmDelete = () =>
    modal.confirm({
      title: 'Delete this post?',
      content: 'It will be gone for everyone. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          message.success((await deleteContent(post.types, post.id)).message);
          onDeleted();
        } catch (error) {
          message.error(formErrorMessage(error, CONTENT_MESSAGES.deleteFailed));
        }
      },
    });

  return (
    <Card>
      <Flex vertical gap={12}>
        <Flex gap={12} align="center" wrap>
          <InitialsAvatar name={author?.name ?? post.group_detail.name} src={author?.image ?? post.group_detail.image} size={40} />
          <Flex vertical style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Typography.Text strong>
              {author ? <Link to={`/profile/${author.name_slug}`}>{author.name}</Link> : 'A former member'}
              {' in '}
              <Link to={groupPostsPath(post.group_detail)}>{post.group_detail.name}</Link>
            </Typography.Text>
            <Typography.Text type="secondary">
              {/* The name starts with the date the link shows, so speech input can say what it sees. */}
              <Link to={contentPath(post)} aria-label={`${shownDate}, open the post: ${post.title}`}>
                <time dateTime={post.created_at}>{shownDate}</time>
              </Link>
              {post.modified_at ? ' · edited' : ''}
            </Typography.Text>
          </Flex>
          <Flex gap={4}>
            {post.types === 'newsletter' ? <Tag color="blue">Newsletter</Tag> : null}
            {post.types === 'career_tip' ? <Tag color="green">Career tip</Tag> : null}
            {isPrivate ? <Tag icon={<LockOutlined aria-hidden />}>Private</Tag> : <Tag>Public</Tag>}
          </Flex>
        </Flex>
        <PostBody post={post} />
        {post.files.length ? <AttachmentViewer files={post.files} source={null} /> : null}
        <Flex wrap gap={8}>
          {isPrivate ? null : (
            <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => setDialog('share')}>
              Share Post
            </Button>
          )}
          {post.is_author ? (
            <>
              <Button icon={<EditOutlined aria-hidden />} onClick={() => setDialog('edit')}>
                Edit Post
              </Button>
              <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
                Delete
              </Button>
            </>
          ) : null}
        </Flex>
      </Flex>
      {dialog === 'share' ? <SharePostModal post={post} onClose={() => setDialog(null)} /> : null}
      {dialog === 'edit' ? (
        <PostFormModal
          kind={post.types}
          post={post}
          groups={[]}
          onClose={() => setDialog(null)}
          onSaved={(answer) => {
            message.success(answer.message);
            setDialog(null);
            onChanged();
          }}
        />
      ) : null}
    </Card>
  );
}
