import { Alert, App, Card, Flex, Typography } from '@trellis/ui/antd';
import { useNavigate, useSearchParams } from '@trellis/ui/router';
import type { ContentType } from '@trellis/contracts';
import { EmptyState, PageSkeleton } from '@trellis/ui';
import { PostForm } from '../../posts/PostForm.tsx';
import { SHARE_TITLES } from '../../posts/PostFormModal.tsx';
import { contentPath, usePostableGroups } from '../../posts/postCalls.ts';

/**
 * /create/post, /create/newsletter and /create/career-tip: the post form on a page of its own, for a group the
 * member may post in (`?group_id=` picks one); the new post opens once it is shared.
 */
export function CreatePostPage({ kind }: { kind: ContentType }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data, error } = usePostableGroups();
  const groupId = Number(params.get('group_id')) || null;

  let body;
  if (error) body = <Alert type="error" showIcon title={error.message} />;
  else if (!data) body = <PageSkeleton />;
  else if (data.data.length === 0)
    body = <EmptyState description="Only paid members and administrators of a group can post in it; join a group to share with it." />;
  else
    body = (
      <PostForm
        kind={kind}
        groups={data.data}
        defaultGroupId={groupId}
        onCancel={() => navigate(-1)}
        onSaved={(answer) => {
          message.success(answer.message);
          navigate(contentPath(answer.content));
        }}
      />
    );

  return (
    <Flex vertical gap={16} style={{ padding: '16px 0', maxWidth: 840, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {SHARE_TITLES[kind]}
      </Typography.Title>
      <Card>{body}</Card>
    </Flex>
  );
}
