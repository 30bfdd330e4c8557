import { useCallback, useSyncExternalStore } from 'react';
import { Alert } from '@trellis/ui/antd';
import { platformBuilds } from '../composition/platformBuilds.ts';
import { platformNotice } from '../composition/platformNotice.ts';

/** A warning above an area whose remote was built for a platform this page does not provide. */
export function PlatformNotice({ area }: { area: string }) {
  const read = useCallback(() => platformBuilds.get(area), [area]);
  const builtFor = useSyncExternalStore(platformBuilds.subscribe, read);
  const notice = platformNotice(builtFor);
  return notice ? <Alert type="warning" showIcon title={notice} style={{ marginBottom: 16 }} /> : null;
}
