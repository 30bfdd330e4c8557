/**
 * The editor's text boxes hold a block's words with a short markup for its inline formatting: `**bold**`,
 * `*italic*` and `[words](https://address)`; a backslash makes the next mark plain (`\*`). The markup becomes the
 * inline HTML the posts contract takes, and stored HTML reads back as the same markup, so editing a post keeps its
 * formatting. Underline, strikethrough, code and highlight written by other clients read back as their words.
 */

/** Characters that start or end a mark; a backslash before one keeps it as a plain character. */
const MARKS = new Set(['\\', '*', '[', ']']);
/** A link goes to a web or mail address only, as the server keeps them; anything else stays plain text. */
const LINK_ADDRESS = /^(?:https?:\/\/|mailto:)[^\s()]+$/i;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where `mark` next occurs in `text` from `from` on, not behind a backslash; for `*`, not as half of `**`. */
function closing(text: string, from: number, mark: string): number {
  for (let at = from; at < text.length; at++) {
    if (text[at] === '\\') {
      at++;
      continue;
    }
    if (mark === '*' && text.startsWith('**', at)) {
      at++;
      continue;
    }
    if (text.startsWith(mark, at)) return at;
  }
  return -1;
}

/** Formatting marks wrap words: not empty, and no space just inside either mark (so `2 * 3 * 4` stays plain). */
const wraps = (inner: string) => inner.length > 0 && !/^\s|\s$/.test(inner);

/** The editor's markup as inline HTML: text escaped, line breaks as `<br>`, marks as their tags. */
export function markupToInline(text: string): string {
  let html = '';
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '\\' && MARKS.has(text[at + 1] ?? '')) {
      html += escapeHtml(text[at + 1]!);
      at += 2;
      continue;
    }
    if (char === '\n') {
      html += '<br>';
      at++;
      continue;
    }
    if (text.startsWith('**', at)) {
      const end = closing(text, at + 2, '**');
      if (end > 0 && wraps(text.slice(at + 2, end))) {
        html += `<strong>${markupToInline(text.slice(at + 2, end))}</strong>`;
        at = end + 2;
        continue;
      }
    } else if (char === '*') {
      const end = closing(text, at + 1, '*');
      if (end > 0 && wraps(text.slice(at + 1, end))) {
        html += `<em>${markupToInline(text.slice(at + 1, end))}</em>`;
        at = end + 1;
        continue;
      }
    } else if (char === '[') {
      const end = closing(text, at + 1, ']');
      const addressEnd = end > 0 && text[end + 1] === '(' ? text.indexOf(')', end + 2) : -1;
      const address = addressEnd > 0 ? text.slice(end + 2, addressEnd) : '';
      if (end > at + 1 && LINK_ADDRESS.test(address)) {
        html += `<a href="${escapeHtml(address)}">${markupToInline(text.slice(at + 1, end))}</a>`;
        at = addressEnd + 1;
        continue;
      }
    }
    html += escapeHtml(char);
    at++;
  }
  return html;
}

const escapeMarks = (text: string) => text.replace(/[\\*[\]]/g, (mark) => `\\${mark}`);
/** An address as the markup writes it: the characters that would end it early, percent-encoded. */
const addressOf = (href: string) => href.replace(/\s/g, encodeURIComponent).replace(/\(/g, '%28').replace(/\)/g, '%29');

function markupOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeMarks(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === 'br') return '\n';
  const inner = Array.from(element.childNodes, markupOf).join('');
  // Spaces just inside a tag move outside its marks, where the markup reads them as plain spaces.
  const [, lead = '', words = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(inner) ?? [];
  const marked = (open: string, close: string) => (words ? `${lead}${open}${words}${close}${trail}` : inner);
  if (tag === 'strong' || tag === 'b') return marked('**', '**');
  if (tag === 'em' || tag === 'i') return marked('*', '*');
  if (tag === 'a') {
    const address = addressOf(element.getAttribute('href') ?? '');
    return LINK_ADDRESS.test(address) ? marked('[', `](${address})`) : inner;
  }
  return inner;
}

/** Stored inline HTML as the editor's markup; read into an inert document, so nothing in it runs or loads. */
export function inlineToMarkup(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, markupOf).join('');
}

export type Selection = { text: string; start: number; end: number };

/**
 * The text with its selected words between two marks, the same words still selected; with nothing selected,
 * `placeholder` goes in between and is selected, ready to be typed over.
 */
export function wrapSelection({ text, start, end }: Selection, open: string, close: string, placeholder: string): Selection {
  const words = text.slice(start, end) || placeholder;
  return {
    text: `${text.slice(0, start)}${open}${words}${close}${text.slice(end)}`,
    start: start + open.length,
    end: start + open.length + words.length,
  };
}

/** The text with its selection replaced by `words` linked to `address` (marks in the words kept), the link selected. */
export function linkSelection({ text, start, end }: Selection, words: string, address: string): Selection {
  const link = `[${words.replace(/]/g, '\\]')}](${addressOf(address.trim())})`;
  return { text: `${text.slice(0, start)}${link}${text.slice(end)}`, start, end: start + link.length };
}

export const isLinkAddress = (address: string) => LINK_ADDRESS.test(addressOf(address.trim()));
