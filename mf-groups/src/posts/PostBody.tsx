import { Button, Typography } from '@trellis/ui/antd';
import { useId, useState } from 'react';
import { previewOf, type Content } from '@trellis/contracts';
import { PostBlocks } from './PostBlocks.tsx';

/** A post's text: past the preview length its start shows as plain words, with Show More and Show less. */
export function PostBody({ post }: { post: Pick<Content, 'data' | 'raw_text'> }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const preview = previewOf(post.raw_text);
  if (!preview.cut) return <PostBlocks blocks={post.data.blocks} />;
  return (
    <div>
      <div id={id}>
        {expanded ? (
          <PostBlocks blocks={post.data.blocks} />
        ) : (
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{preview.text}</Typography.Paragraph>
        )}
      </div>
      <Button type="link" style={{ padding: 0 }} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
        {expanded ? 'Show less' : 'Show More'}
      </Button>
    </div>
  );
}
