import sanitizeHtml from 'sanitize-html';
import { CONTENT_LIMITS, type ContentBlock } from '@trellis/contracts';

/**
 * Block text keeps a few inline tags and links to web and mail addresses; every other tag, a script above all, is
 * escaped so it reads as the text the author typed and never runs in a reader's browser.
 */
const INLINE: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 's', 'code', 'mark', 'a', 'br'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'recursiveEscape',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

/** Only the words: cleaned text with its tags dropped. */
const WORDS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

/** The characters the cleaner writes as entities, back as themselves. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

export const cleanInline = (html: string) => sanitizeHtml(html, INLINE);

const wordsOf = (html: string) =>
  sanitizeHtml(html.replace(/<br\s*\/?>/gi, ' '), WORDS).replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** Every block with its text cleaned; the block's shape was checked by the contract already. */
export function cleanBlocks(blocks: ContentBlock[]): ContentBlock[] {
  return blocks.map((block): ContentBlock => {
    switch (block.type) {
      case 'paragraph':
        return { ...block, data: { text: cleanInline(block.data.text) } };
      case 'header':
        return { ...block, data: { text: cleanInline(block.data.text), level: block.data.level } };
      case 'list':
        return { ...block, data: { style: block.data.style, items: block.data.items.map(cleanInline) } };
      case 'quote':
        return {
          ...block,
          data: {
            text: cleanInline(block.data.text),
            ...(block.data.caption === undefined ? {} : { caption: cleanInline(block.data.caption) }),
          },
        };
      case 'delimiter':
        return { ...block, data: {} };
    }
  });
}

/** The HTML of cleaned blocks, for the answer's `content` and for e-mail. */
export function blocksToHtml(blocks: ContentBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return `<p>${block.data.text}</p>`;
        case 'header':
          return `<h${block.data.level}>${block.data.text}</h${block.data.level}>`;
        case 'list': {
          const tag = block.data.style === 'ordered' ? 'ol' : 'ul';
          return `<${tag}>${block.data.items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;
        }
        case 'quote':
          return `<blockquote><p>${block.data.text}</p>${block.data.caption ? `<cite>${block.data.caption}</cite>` : ''}</blockquote>`;
        case 'delimiter':
          return '<hr>';
      }
    })
    .join('\n');
}

/** The words of cleaned blocks, one block to a line, spaces collapsed within each. */
export function blocksToText(blocks: ContentBlock[]): string {
  const lines = blocks.flatMap((block) => {
    switch (block.type) {
      case 'paragraph':
      case 'header':
        return [block.data.text];
      case 'list':
        return block.data.items;
      case 'quote':
        return block.data.caption ? [block.data.text, block.data.caption] : [block.data.text];
      case 'delimiter':
        return [];
    }
  });
  return lines
    .map((line) => wordsOf(line).replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * A post's title: its words whole when they fit the title length; otherwise cut after the last word that fits with an
 * ellipsis, which counts in the length (a single word longer than it all is cut inside).
 */
export function titleOf(text: string, limit: number = CONTENT_LIMITS.titleChars): string {
  const words = text.replace(/\s+/g, ' ').trim();
  if (words.length <= limit) return words;
  const room = limit - 1;
  // A word that ends right at the room is whole; otherwise the cut falls on the last space within it.
  const head = words[room] === ' ' ? words.slice(0, room) : words.slice(0, room).replace(/\s*\S*$/, '');
  return `${(head || words.slice(0, room)).trimEnd()}…`;
}

/** What is stored of a document: its cleaned blocks, their HTML, words and title. */
export function cleanDocument(blocks: ContentBlock[]) {
  const cleaned = cleanBlocks(blocks);
  const rawText = blocksToText(cleaned);
  return { blocks: cleaned, html: blocksToHtml(cleaned), rawText, title: titleOf(rawText) };
}
