import { Alert, App, Card, Flex, Typography } from '@trellis/ui/antd';
import { useNavigate, useSearchParams } from '@trellis/ui/router';
import type { FeedType } from '@trellis/contracts';
import { EmptyState, PageSkeleton } from '@trellis/ui';
import { PostForm } from '../../posts/PostForm.tsx';
import { usePostableGroups } from '../../posts/postCalls.ts';

const TITLES: Record<FeedType, string> = { post: 'Share Something', newsletter: 'Submit a newsletter' };

/**
 * /create/post and /create/newsletter: the post form on a page of its own, for a group the member may post in
 * (`?group_id=` picks one); the new post opens once it is shared.
 */
export function CreatePostPage({ kind }: { kind: FeedType }) {
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
          navigate(`/post/${answer.content.slug}`);
        }}
      />
    );

  return (
    <Flex vertical gap={16} style={{ padding: '16px 0', maxWidth: 840, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {TITLES[kind]}
      </Typography.Title>
      <Card>{body}</Card>
    </Flex>
  );
}
