import { Fragment, type ReactNode } from 'react';

/** The inline tags a block's text may hold, as the server keeps them; anything else shows as its words. */
const TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'code', 'mark']);
const SAFE_LINK = /^(https?:|mailto:)/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes, toReact);
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (!SAFE_LINK.test(href)) return <Fragment key={key}>{children}</Fragment>;
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  }
  if (TAGS.has(tag)) {
    const Tag = tag as 'b';
    return <Tag key={key}>{children}</Tag>;
  }
  return <Fragment key={key}>{children}</Fragment>;
}

/**
 * A block's inline HTML as React elements. The server cleaned it already; this reads it again into an inert document
 * (no script runs, nothing loads) and builds only the few inline tags and web or mail links, so the page never
 * injects HTML.
 */
export function InlineText({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{Array.from(body.childNodes, toReact)}</>;
}
