import type { BLOCK_TYPES, ContentBlock } from '@trellis/contracts';
import { inlineToMarkup, markupToInline } from './inlineMarkup.ts';

export type BlockType = (typeof BLOCK_TYPES)[number];

/** One block as the editor holds it: text in the editor's inline markup (a list's items one to a line), whatever the kind. */
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

/** The document the contract takes: blocks without words are left out, markup becomes tags and all else is escaped. */
export function toContentBlocks(blocks: EditorBlock[]): ContentBlock[] {
  return blocks.flatMap((block): ContentBlock[] => {
    const text = block.text.trim();
    switch (block.type) {
      case 'paragraph':
        return text ? [{ type: 'paragraph', data: { text: markupToInline(text) } }] : [];
      case 'header':
        return text ? [{ type: 'header', data: { text: markupToInline(text), level: block.level } }] : [];
      case 'list': {
        const items = linesOf(block.text);
        return items.length ? [{ type: 'list', data: { style: block.style, items: items.map(markupToInline) } }] : [];
      }
      case 'quote':
        return text
          ? [
              {
                type: 'quote',
                data: { text: markupToInline(text), ...(block.caption.trim() && { caption: markupToInline(block.caption.trim()) }) },
              },
            ]
          : [];
      case 'delimiter':
        return [{ type: 'delimiter', data: {} }];
    }
  });
}

/** A stored document back in the editor's markup. */
export function fromContentBlocks(blocks: ContentBlock[]): EditorBlock[] {
  return blocks.map((block) => {
    const base = emptyBlock(block.type);
    switch (block.type) {
      case 'paragraph':
        return { ...base, text: inlineToMarkup(block.data.text) };
      case 'header':
        return { ...base, text: inlineToMarkup(block.data.text), level: block.data.level };
      case 'list':
        return { ...base, text: block.data.items.map(inlineToMarkup).join('\n'), style: block.data.style };
      case 'quote':
        return { ...base, text: inlineToMarkup(block.data.text), caption: inlineToMarkup(block.data.caption ?? '') };
      case 'delimiter':
        return base;
    }
  });
}
