import { Button, Flex, Typography, theme, type GetRef } from '@trellis/ui/antd';
import { Input, Select } from '@trellis/ui/antd/fields';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  BoldOutlined,
  DeleteOutlined,
  ItalicOutlined,
  LinkOutlined,
  PlusOutlined,
} from '@trellis/ui/icons';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CONTENT_LIMITS } from '@trellis/contracts';
import { emptyBlock, type BlockType, type EditorBlock } from './editorBlocks.ts';
import { linkSelection, wrapSelection, type Selection } from './inlineMarkup.ts';
import { LinkDialog } from './LinkDialog.tsx';

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

type TextBox = GetRef<typeof Input.TextArea>;
type Format = 'bold' | 'italic';
const FORMATS: Record<Format, { open: string; close: string; placeholder: string }> = {
  bold: { open: '**', close: '**', placeholder: 'bold text' },
  italic: { open: '*', close: '*', placeholder: 'italic text' },
};
/** The keys that format the selected words with Ctrl (or Cmd): B bold, I italic, K link. */
const SHORTCUTS: Record<string, Format | 'link'> = { b: 'bold', i: 'italic', k: 'link' };

type Props = {
  value: EditorBlock[];
  onChange(blocks: EditorBlock[]): void;
  /** Names the editor for assistive technology, as a form label would. */
  label: string;
  invalid?: boolean;
};

/**
 * A small block editor: a document is a list of blocks (paragraph, heading, list, quote, divider), moved up or
 * down, or removed. A block's words are typed with a short markup for bold, italic and links, which the Bold,
 * Italic and Link buttons (or Ctrl+B, Ctrl+I, Ctrl+K) write around the selected words; everything else is escaped
 * on the way out, so it reads back exactly as typed.
 */
export function BlockEditor({ value, onChange, label, invalid = false }: Props) {
  const { token } = theme.useToken();
  const change = (key: string, patch: Partial<EditorBlock>) =>
    onChange(value.map((block) => (block.key === key ? { ...block, ...patch } : block)));
  const boxes = useRef(new Map<string, TextBox>());
  /** The selection to restore once a formatted text is on screen, so typing goes on where it was. */
  const [restore, setRestore] = useState<{ key: string; start: number; end: number } | null>(null);
  const [linking, setLinking] = useState<{ key: string; selection: Selection } | null>(null);

  useLayoutEffect(() => {
    if (!restore) return;
    const box = boxes.current.get(restore.key)?.resizableTextArea?.textArea;
    box?.focus();
    box?.setSelectionRange(restore.start, restore.end);
  }, [restore]);

  const selectionOf = (key: string): Selection | null => {
    const box = boxes.current.get(key)?.resizableTextArea?.textArea;
    return box ? { text: box.value, start: box.selectionStart, end: box.selectionEnd } : null;
  };
  const write = (key: string, next: Selection) => {
    change(key, { text: next.text });
    setRestore({ key, start: next.start, end: next.end });
  };
  const format = (key: string, kind: Format | 'link') => {
    const selection = selectionOf(key);
    if (!selection) return;
    if (kind === 'link') return setLinking({ key, selection });
    const { open, close, placeholder } = FORMATS[kind];
    write(key, wrapSelection(selection, open, close, placeholder));
  };
  const shortcut = (key: string, event: KeyboardEvent<HTMLTextAreaElement>) => {
    const kind = event.ctrlKey || event.metaKey ? SHORTCUTS[event.key.toLowerCase()] : undefined;
    if (!kind || event.altKey || event.shiftKey) return;
    event.preventDefault();
    format(key, kind);
  };

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
              <Flex gap={4} role="toolbar" aria-label={`Block ${n} formatting`}>
                <Button
                  size="small"
                  aria-label={`Bold in block ${n}`}
                  icon={<BoldOutlined aria-hidden />}
                  onClick={() => format(block.key, 'bold')}
                />
                <Button
                  size="small"
                  aria-label={`Italic in block ${n}`}
                  icon={<ItalicOutlined aria-hidden />}
                  onClick={() => format(block.key, 'italic')}
                />
                <Button
                  size="small"
                  aria-label={`Link in block ${n}`}
                  icon={<LinkOutlined aria-hidden />}
                  onClick={() => format(block.key, 'link')}
                />
              </Flex>
            )}
            {block.type === 'delimiter' ? null : (
              <Input.TextArea
                ref={(box) => {
                  if (box) boxes.current.set(block.key, box);
                  else boxes.current.delete(block.key);
                }}
                onKeyDown={(event) => shortcut(block.key, event)}
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
      <Typography.Text type="secondary">
        Select words, then Bold, Italic or Link (or Ctrl+B, Ctrl+I, Ctrl+K). Bold is written **like this**, italic *like this* and a link
        [like this](https://example.org).
      </Typography.Text>
      <Button
        icon={<PlusOutlined aria-hidden />}
        disabled={value.length >= CONTENT_LIMITS.blocks}
        onClick={() => onChange([...value, emptyBlock()])}
        style={{ alignSelf: 'flex-start' }}
      >
        Add block
      </Button>
      <LinkDialog
        words={linking ? linking.selection.text.slice(linking.selection.start, linking.selection.end) : null}
        onCancel={() => setLinking(null)}
        onAdd={({ words, address }) => {
          if (linking) write(linking.key, linkSelection(linking.selection, words, address));
          setLinking(null);
        }}
      />
    </Flex>
  );
}
