import { Flex, Typography } from '@trellis/ui/antd';
import { plainText } from './plainText.ts';

/**
 * A titled block of a page's stored text, shown as plain text and left out when empty. `keepLineBreaks` keeps the
 * author's line breaks, for text typed in a plain box rather than written as rich text.
 */
export function TextSection({ title, text, keepLineBreaks = false }: { title: string; text: string; keepLineBreaks?: boolean }) {
  const plain = plainText(text);
  if (!plain) return null;
  return (
    <Flex vertical gap={4}>
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0, ...(keepLineBreaks ? { whiteSpace: 'pre-line' } : {}) }}>{plain}</Typography.Paragraph>
    </Flex>
  );
}
