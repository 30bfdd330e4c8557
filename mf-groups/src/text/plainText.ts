/**
 * The words of a rich-text description, for previews. Parsing into an inert
 * document runs no scripts and loads nothing, and the result is shown as text.
 */
export function plainText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
