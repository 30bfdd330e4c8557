import { AppProviders, BusToasts, ErrorBoundary } from '@trellis/shared/ui';
import { useSite } from '@trellis/shared/site';
import { useIdentitySync } from '../session/useIdentitySync.ts';
import { ShellLayout } from './ShellLayout.tsx';

function SessionSync() {
  useIdentitySync();
  return null;
}

/** The shell's React root: the site's theme, the page's one toast outlet, the session and the layout. */
export function Shell() {
  const colours = useSite((state) => state.config?.ui.theme);
  return (
    <AppProviders colours={colours}>
      <BusToasts />
      <SessionSync />
      <ErrorBoundary>
        <ShellLayout />
      </ErrorBoundary>
    </AppProviders>
  );
}
