import { Link } from '@trellis/ui/router';
import { PostFeed } from '../../posts/PostFeed.tsx';

/** /posts (What's happening): every post and newsletter the reader may see, newest first. */
export function PostsPage() {
  return (
    <div style={{ padding: '16px 0', maxWidth: 840, margin: '0 auto' }}>
      <PostFeed
        heading="What's happening"
        headingId="posts-heading"
        intro={
          <>
            Posts and newsletters from the groups on this site. Their advice is in <Link to="/career-tips">Career tips</Link>.
          </>
        }
      />
    </div>
  );
}
