import { navigateToUrl } from 'single-spa';
import { bus } from '@trellis/platform/events';

/** Cross-area navigation from any remote goes through single-spa, which picks the area that owns the target. */
export function followNavigateEvents(): () => void {
  const navigate = ({ to }: { to: string }) => navigateToUrl(to);
  bus.on('navigate', navigate);
  return () => bus.off('navigate', navigate);
}

/** Opens an in-app path through single-spa, or leaves the app for an absolute URL elsewhere. */
export function goTo(to: string) {
  const target = new URL(to, window.location.origin);
  if (target.origin === window.location.origin) navigateToUrl(target.pathname + target.search + target.hash);
  else window.location.assign(target.href);
}

/** Plain clicks on an in-app link navigate through single-spa; modified clicks keep the browser's new-tab behaviour. */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
