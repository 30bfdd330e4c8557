import sanitizeHtml from 'sanitize-html';

/**
 * The formatting an AI tool's description may keep: paragraphs, emphasis, lists, headings, quotes, code and links to
 * web or mail addresses. Everything else (scripts, styles, event handlers, frames, images) is dropped, so the page
 * may render the description as HTML.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link leaves the platform without handing it the opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** The description as safe HTML. */
export const sanitizeDescription = (html: string) => sanitizeHtml(html, POLICY).trim();

/** Whether safe HTML holds any words once its tags are set aside. */
export const hasText = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
