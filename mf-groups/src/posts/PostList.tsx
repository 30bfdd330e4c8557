import { Alert, Card, Flex, Skeleton } from '@trellis/ui/antd';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { ContentList } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { EmptyState, ListPagination } from '@trellis/ui';
import { PostCard } from './PostCard.tsx';

export type PostListProps = {
  data: ContentList | undefined;
  error: { message: string } | undefined;
  /** A newer page is being read while the last one shows. */
  busy: boolean;
  page: number;
  onPage(next: number): void;
  /** A post was edited or deleted: the list reads its page again. */
  onChanged(): void;
  /** What the list says when it holds nothing. */
  empty: string;
  /** Names the placeholder cards shown while the first page loads. */
  loadingLabel: string;
};

/** One page of posts, newsletters or career tips as cards, with placeholder cards, an error or the empty text. */
export function PostList({ data, error, busy, page, onPage, onChanged, empty, loadingLabel }: PostListProps) {
  if (error) return <Alert type="error" showIcon title={MESSAGES.common.couldNotFetchItems} description={error.message} />;
  if (!data)
    return (
      <Flex vertical gap={16} role="status" aria-busy="true" aria-label={loadingLabel}>
        {[0, 1, 2].map((key) => (
          <Card key={key}>
            <Skeleton active avatar />
          </Card>
        ))}
      </Flex>
    );
  if (data.data.length === 0) return <EmptyState description={empty} />;
  return (
    <Flex vertical gap={24}>
      <ul aria-busy={busy} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
        {data.data.map((post) => (
          <li key={post.id}>
            <PostCard post={post} onChanged={onChanged} onDeleted={onChanged} />
          </li>
        ))}
      </ul>
      <ListPagination page={page} pageSize={PAGE_SIZES.posts} total={data.pagination.count} onChange={onPage} />
    </Flex>
  );
}
