import type { BLOCK_TYPES, ContentBlock } from '@trellis/contracts';
import { inlineToPlain, plainToInline } from './InlineText.tsx';

export type BlockType = (typeof BLOCK_TYPES)[number];

/** One block as the editor holds it: plain text (a list's items one to a line), whatever the kind. */
export type EditorBlock = {
  key: string;
  type: BlockType;
  text: string;
  level: 2 | 3 | 4;
  style: 'ordered' | 'unordered';
  caption: string;
};

let made = 0;
export const emptyBlock = (type: BlockType = 'paragraph'): EditorBlock => ({
  key: `block-${++made}`,
  type,
  text: '',
  level: 2,
  style: 'unordered',
  caption: '',
});

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The document the contract takes: blocks without words are left out, text is escaped so it reads as typed. */
export function toContentBlocks(blocks: EditorBlock[]): ContentBlock[] {
  return blocks.flatMap((block): ContentBlock[] => {
    const text = block.text.trim();
    switch (block.type) {
      case 'paragraph':
        return text ? [{ type: 'paragraph', data: { text: plainToInline(text) } }] : [];
      case 'header':
        return text ? [{ type: 'header', data: { text: plainToInline(text), level: block.level } }] : [];
      case 'list': {
        const items = linesOf(block.text);
        return items.length ? [{ type: 'list', data: { style: block.style, items: items.map(plainToInline) } }] : [];
      }
      case 'quote':
        return text
          ? [
              {
                type: 'quote',
                data: { text: plainToInline(text), ...(block.caption.trim() && { caption: plainToInline(block.caption.trim()) }) },
              },
            ]
          : [];
      case 'delimiter':
        return [{ type: 'delimiter', data: {} }];
    }
  });
}

/** A stored document back in the editor's plain text. */
export function fromContentBlocks(blocks: ContentBlock[]): EditorBlock[] {
  return blocks.map((block) => {
    const base = emptyBlock(block.type);
    switch (block.type) {
      case 'paragraph':
        return { ...base, text: inlineToPlain(block.data.text) };
      case 'header':
        return { ...base, text: inlineToPlain(block.data.text), level: block.data.level };
      case 'list':
        return { ...base, text: block.data.items.map(inlineToPlain).join('\n'), style: block.data.style };
      case 'quote':
        return { ...base, text: inlineToPlain(block.data.text), caption: inlineToPlain(block.data.caption ?? '') };
      case 'delimiter':
        return base;
    }
  });
}
