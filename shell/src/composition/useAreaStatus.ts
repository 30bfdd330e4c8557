import { useCallback, useSyncExternalStore } from 'react';
import { areaStatus, type AreaStatus } from './areaStatus.ts';

export function useAreaStatus(area: string | null): AreaStatus | null {
  const read = useCallback(() => (area ? areaStatus.get(area) : null), [area]);
  return useSyncExternalStore(areaStatus.subscribe, read);
}
