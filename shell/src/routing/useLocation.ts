import { useMemo, useSyncExternalStore } from 'react';

// single-spa turns every pushState into a popstate event and announces each finished reroute.
const EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void) {
  for (const event of EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of EVENTS) window.removeEventListener(event, onChange);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

/** The current path and query, for the shell's own decisions (layout, content, menu selection). */
export function useLocation(): { pathname: string; search: string; path: string } {
  const path = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => {
    const { pathname, search } = new URL(path, window.location.origin);
    return { pathname, search, path };
  }, [path]);
}
