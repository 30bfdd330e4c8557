import { useCallback, useSyncExternalStore } from 'react';
import { areaElement } from './contentHost.ts';

/**
 * Whether an area's element holds anything yet. A remote renders its first frame as a transition, some tasks after
 * its mount has resolved, so between the two the content area would stand empty under the layout. Read from the
 * element itself: a store update from the observer re-renders the layout at once, before the browser paints the
 * remote's first frame, so the placeholder and that frame never show together.
 */
export function useAreaPainted(area: string | null): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!area) return () => {};
      const observer = new MutationObserver(onChange);
      observer.observe(areaElement(area), { childList: true });
      return () => observer.disconnect();
    },
    [area],
  );
  const read = useCallback(() => (area ? areaElement(area).hasChildNodes() : false), [area]);
  return useSyncExternalStore(subscribe, read);
}
