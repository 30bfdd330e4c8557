import { useParams } from '@trellis/ui/router';
import { CONTENT_MESSAGES } from '@trellis/contracts';
import { ContentPage } from '../../posts/ContentPage.tsx';
import { usePost } from '../../posts/postCalls.ts';

/** /post/{slug}: one post with a back action; a private post reads as missing to anyone outside its group. */
export function PostPage() {
  const { slug = '' } = useParams();
  return <ContentPage read={usePost(slug)} notFound={CONTENT_MESSAGES.notFound} listPath="/posts" />;
}
