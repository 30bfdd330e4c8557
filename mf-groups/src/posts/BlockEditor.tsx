import { Button, Flex, Input, Typography, theme } from '@trellis/ui/antd';
import { Select } from '@trellis/ui/antd/frame';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@trellis/ui/icons';
import { CONTENT_LIMITS } from '@trellis/contracts';
import { emptyBlock, type BlockType, type EditorBlock } from './editorBlocks.ts';

const TYPE_OPTIONS: { label: string; value: BlockType }[] = [
  { label: 'Paragraph', value: 'paragraph' },
  { label: 'Heading', value: 'header' },
  { label: 'List', value: 'list' },
  { label: 'Quote', value: 'quote' },
  { label: 'Divider', value: 'delimiter' },
];
const LEVEL_OPTIONS = [
  { label: 'Large', value: 2 },
  { label: 'Medium', value: 3 },
  { label: 'Small', value: 4 },
];
const STYLE_OPTIONS = [
  { label: 'Bulleted', value: 'unordered' },
  { label: 'Numbered', value: 'ordered' },
];

type Props = {
  value: EditorBlock[];
  onChange(blocks: EditorBlock[]): void;
  /** Names the editor for assistive technology, as a form label would. */
  label: string;
  invalid?: boolean;
};

/**
 * A small block editor: a document is a list of blocks (paragraph, heading, list, quote, divider), each typed as
 * plain text, moved up or down, or removed. It writes the blocks the posts contract takes; a block's words are
 * escaped on the way out, so whatever is typed reads back exactly as typed.
 */
export function BlockEditor({ value, onChange, label, invalid = false }: Props) {
  const { token } = theme.useToken();
  const change = (key: string, patch: Partial<EditorBlock>) =>
    onChange(value.map((block) => (block.key === key ? { ...block, ...patch } : block)));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [block] = next.splice(from, 1);
    next.splice(to, 0, block!);
    onChange(next);
  };

  return (
    <Flex vertical gap={12} role="group" aria-label={label}>
      {value.map((block, index) => {
        const n = index + 1;
        return (
          <Flex
            key={block.key}
            vertical
            gap={8}
            style={{
              padding: 12,
              border: `1px solid ${invalid ? token.colorError : token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
            }}
          >
            <Flex wrap gap={8} align="center">
              <Select
                aria-label={`Block ${n} kind`}
                value={block.type}
                options={TYPE_OPTIONS}
                onChange={(type) => change(block.key, { type })}
                style={{ minWidth: 130 }}
              />
              {block.type === 'header' ? (
                <Select
                  aria-label={`Block ${n} size`}
                  value={block.level}
                  options={LEVEL_OPTIONS}
                  onChange={(level) => change(block.key, { level })}
                  style={{ minWidth: 100 }}
                />
              ) : null}
              {block.type === 'list' ? (
                <Select
                  aria-label={`Block ${n} list style`}
                  value={block.style}
                  options={STYLE_OPTIONS}
                  onChange={(style) => change(block.key, { style: style as EditorBlock['style'] })}
                  style={{ minWidth: 120 }}
                />
              ) : null}
              <Flex gap={4} style={{ marginInlineStart: 'auto' }}>
                <Button
                  aria-label={`Move block ${n} up`}
                  icon={<ArrowUpOutlined aria-hidden />}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  aria-label={`Move block ${n} down`}
                  icon={<ArrowDownOutlined aria-hidden />}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                <Button
                  aria-label={`Remove block ${n}`}
                  icon={<DeleteOutlined aria-hidden />}
                  disabled={value.length === 1}
                  onClick={() => onChange(value.filter((other) => other.key !== block.key))}
                />
              </Flex>
            </Flex>
            {block.type === 'delimiter' ? (
              <Typography.Text type="secondary">A line between sections.</Typography.Text>
            ) : (
              <Input.TextArea
                aria-label={block.type === 'list' ? `Block ${n} items, one to a line` : `Block ${n} text`}
                placeholder={block.type === 'list' ? 'One item to a line' : index === 0 ? 'What would you like to share?' : 'Write here'}
                rows={block.type === 'header' ? 1 : 4}
                maxLength={CONTENT_LIMITS.blockChars}
                value={block.text}
                onChange={(event) => change(block.key, { text: event.target.value })}
              />
            )}
            {block.type === 'quote' ? (
              <Input
                aria-label={`Block ${n} caption`}
                placeholder="Who said it (optional)"
                maxLength={CONTENT_LIMITS.blockChars}
                value={block.caption}
                onChange={(event) => change(block.key, { caption: event.target.value })}
              />
            ) : null}
          </Flex>
        );
      })}
      <Button
        icon={<PlusOutlined aria-hidden />}
        disabled={value.length >= CONTENT_LIMITS.blocks}
        onClick={() => onChange([...value, emptyBlock()])}
        style={{ alignSelf: 'flex-start' }}
      >
        Add block
      </Button>
    </Flex>
  );
}
