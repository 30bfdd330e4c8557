import { Divider, Typography } from '@trellis/ui/antd';
import type { ContentBlock } from '@trellis/contracts';
import { InlineText } from './InlineText.tsx';

const HEADING_LEVELS = { 2: 3, 3: 4, 4: 5 } as const;

/** A post's blocks in order: headings sit below the page's own heading levels. */
export function PostBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <div>
      {blocks.map((block, index) => {
        const key = block.id ?? index;
        switch (block.type) {
          case 'paragraph':
            return (
              <Typography.Paragraph key={key}>
                <InlineText html={block.data.text} />
              </Typography.Paragraph>
            );
          case 'header':
            return (
              <Typography.Title key={key} level={HEADING_LEVELS[block.data.level]} style={{ marginTop: 8 }}>
                <InlineText html={block.data.text} />
              </Typography.Title>
            );
          case 'list': {
            const List = block.data.style === 'ordered' ? 'ol' : 'ul';
            return (
              <List key={key} style={{ paddingInlineStart: 24, marginBottom: 16 }}>
                {block.data.items.map((item, at) => (
                  <li key={at}>
                    <InlineText html={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <blockquote key={key} style={{ margin: '0 0 16px', paddingInlineStart: 16, borderInlineStart: '3px solid currentColor' }}>
                <Typography.Paragraph style={{ marginBottom: 4 }}>
                  <InlineText html={block.data.text} />
                </Typography.Paragraph>
                {block.data.caption ? (
                  <Typography.Text type="secondary">
                    <cite>
                      <InlineText html={block.data.caption} />
                    </cite>
                  </Typography.Text>
                ) : null}
              </blockquote>
            );
          case 'delimiter':
            return <Divider key={key} />;
        }
      })}
    </div>
  );
}
