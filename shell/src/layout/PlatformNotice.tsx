import { Suspense, useCallback, useSyncExternalStore } from 'react';
import { AntdScope } from '@trellis/ui/root';
import { lazyScreen } from '@trellis/ui/remote';
import { platformBuilds } from '../composition/platformBuilds.ts';
import { platformNotice } from '../composition/platformNotice.ts';

/** The notice is rare: antd's alert loads when one shows, not with every area (the sign-in screens show no antd). */
const Alert = lazyScreen(
  () => import('@trellis/ui/antd'),
  (antd) => antd.Alert,
);

/** A warning above an area whose remote was built for a platform this page does not provide. */
export function PlatformNotice({ area }: { area: string }) {
  const read = useCallback(() => platformBuilds.get(area), [area]);
  const builtFor = useSyncExternalStore(platformBuilds.subscribe, read);
  const notice = platformNotice(builtFor);
  if (!notice) return null;
  return (
    <AntdScope>
      <Suspense fallback={null}>
        <Alert type="warning" showIcon title={notice} style={{ marginBottom: 16 }} />
      </Suspense>
    </AntdScope>
  );
}
