import { Alert, Button, Flex, Result } from '@trellis/ui/antd';
import { ArrowLeftOutlined } from '@trellis/ui/icons';
import { useNavigate } from '@trellis/ui/router';
import type { ApiError } from '@trellis/platform/api-client';
import type { Content } from '@trellis/contracts';
import { PageSkeleton } from '@trellis/ui';
import { PostCard } from './PostCard.tsx';

export type ContentPageProps = {
  /** The read of the post, newsletter or career tip the page shows. */
  read: { data?: Content; error?: ApiError; mutate(): unknown };
  /** What the page says when there is none, or the reader may not see it. */
  notFound: string;
  /** Where Back goes when the page was opened directly, and where a deleted one leaves. */
  listPath: string;
};

/** One post, newsletter or career tip on a page of its own, with a back action. */
export function ContentPage({ read: { data, error, mutate }, notFound, listPath }: ContentPageProps) {
  const navigate = useNavigate();
  const back = (
    <Button
      type="link"
      icon={<ArrowLeftOutlined aria-hidden />}
      style={{ padding: 0, alignSelf: 'flex-start' }}
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(listPath))}
    >
      Back
    </Button>
  );

  let body;
  if (data) body = <PostCard post={data} onChanged={() => void mutate()} onDeleted={() => navigate(listPath)} />;
  else if (error?.status === 404) body = <Result status="404" title={notFound} />;
  else if (error) body = <Alert type="error" showIcon title={error.message} />;
  else body = <PageSkeleton />;

  return (
    <Flex vertical gap={12} style={{ padding: '16px 0', maxWidth: 840, margin: '0 auto' }}>
      {back}
      {body}
    </Flex>
  );
}
