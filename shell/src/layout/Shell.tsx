import { Suspense } from 'react';
import { AntdScope, AppProviders, BusToasts, ErrorBoundary } from '@trellis/ui/root';
import { lazyScreen } from '@trellis/ui/remote';
import { useSite } from '@trellis/platform/site';
import type { PendingSwitch } from '../session/sessionHandoff.ts';
import { useIdentitySync } from '../session/useIdentitySync.ts';
import { ShellLayout } from './ShellLayout.tsx';

/** Asked only after a hand-over from another site, so it loads (with antd) only then. */
const SessionSwitchPrompt = lazyScreen(
  () => import('../session/SessionSwitchPrompt.tsx'),
  (module) => module.SessionSwitchPrompt,
);

function SessionSync() {
  useIdentitySync();
  return null;
}

/**
 * The shell's React root: the site's theme, the page's one toast outlet, the session and the layout, and the question
 * of a hand-over from another site that would replace a different member's session here. antd and its providers come
 * with the parts that show antd (the signed-in frame, a prompt, the first toast): the sign-in screens load none.
 */
export function Shell({ pendingSwitch = null }: { pendingSwitch?: PendingSwitch | null }) {
  const colours = useSite((state) => state.config?.ui.theme);
  return (
    <AppProviders colours={colours} antd="on-demand">
      <BusToasts />
      <SessionSync />
      {pendingSwitch && (
        <AntdScope>
          <Suspense fallback={null}>
            <SessionSwitchPrompt pending={pendingSwitch} />
          </Suspense>
        </AntdScope>
      )}
      <ErrorBoundary>
        <ShellLayout />
      </ErrorBoundary>
    </AppProviders>
  );
}
