/**
 * What the content area should show instead of a remote: a placeholder while
 * its code loads, or the crash card once it failed. Kept free of React and of
 * shared libraries because the federation runtime plugin writes to it before
 * any shared module may be loaded.
 */
export type AreaStatus = 'loading' | 'crashed';

const statuses = new Map<string, AreaStatus>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export const areaStatus = {
  get(area: string): AreaStatus | null {
    return statuses.get(area) ?? null;
  },
  set(area: string, status: AreaStatus) {
    if (statuses.get(area) === status) return;
    statuses.set(area, status);
    notify();
  },
  clear(area: string) {
    if (statuses.delete(area)) notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
