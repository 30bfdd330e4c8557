/**
 * The platform version each remote says it was built against, as its manifest records it (null when it records
 * none). Kept free of React and of shared libraries because the federation runtime plugin writes to it before any
 * shared module may be loaded.
 */
const builds = new Map<string, string | null>();
const listeners = new Set<() => void>();

export const platformBuilds = {
  get(area: string): string | null | undefined {
    return builds.get(area);
  },
  record(area: string, version: string | null) {
    if (builds.has(area) && builds.get(area) === version) return;
    builds.set(area, version);
    for (const listener of listeners) listener();
  },
  entries(): [string, string | null][] {
    return [...builds];
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
