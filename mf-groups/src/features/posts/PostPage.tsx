import { Alert, Button, Flex, Result } from '@trellis/ui/antd';
import { ArrowLeftOutlined } from '@trellis/ui/icons';
import { useNavigate, useParams } from '@trellis/ui/router';
import { CONTENT_MESSAGES } from '@trellis/contracts';
import { PageSkeleton } from '@trellis/ui';
import { PostCard } from '../../posts/PostCard.tsx';
import { usePost } from '../../posts/postCalls.ts';

/** /post/{slug}: one post with a back action; a private post reads as missing to anyone outside its group. */
export function PostPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, mutate } = usePost(slug);
  const back = (
    <Button
      type="link"
      icon={<ArrowLeftOutlined aria-hidden />}
      style={{ padding: 0, alignSelf: 'flex-start' }}
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/posts'))}
    >
      Back
    </Button>
  );

  let body;
  if (data) body = <PostCard post={data} onChanged={() => void mutate()} onDeleted={() => navigate('/posts')} />;
  else if (error?.status === 404) body = <Result status="404" title={CONTENT_MESSAGES.notFound} />;
  else if (error) body = <Alert type="error" showIcon title={error.message} />;
  else body = <PageSkeleton />;

  return (
    <Flex vertical gap={12} style={{ padding: '16px 0', maxWidth: 840, margin: '0 auto' }}>
      {back}
      {body}
    </Flex>
  );
}
