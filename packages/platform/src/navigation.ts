import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/** Signed-out visitors sign in at /login?next={path} and come back to `next`. */
export function loginUrl(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}

/**
 * Props for a link to a route another area owns. The real href keeps open-in-new-tab
 * and copy-link working; a plain click goes through single-spa, because this
 * remote's own router only knows its own routes.
 */
export function crossAreaLink(url: string) {
  return {
    href: url,
    onClick(event: MouseEvent<HTMLElement>) {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      navigateToUrl(url);
    },
  };
}
