import { AppProviders, BusToasts, ErrorBoundary } from '@trellis/ui';
import { useSite } from '@trellis/platform/site';
import type { PendingSwitch } from '../session/sessionHandoff.ts';
import { SessionSwitchPrompt } from '../session/SessionSwitchPrompt.tsx';
import { useIdentitySync } from '../session/useIdentitySync.ts';
import { ShellLayout } from './ShellLayout.tsx';

function SessionSync() {
  useIdentitySync();
  return null;
}

/**
 * The shell's React root: the site's theme, the page's one toast outlet, the session and the layout, and the question
 * of a hand-over from another site that would replace a different member's session here.
 */
export function Shell({ pendingSwitch = null }: { pendingSwitch?: PendingSwitch | null }) {
  const colours = useSite((state) => state.config?.ui.theme);
  return (
    <AppProviders colours={colours}>
      <BusToasts />
      <SessionSync />
      {pendingSwitch && <SessionSwitchPrompt pending={pendingSwitch} />}
      <ErrorBoundary>
        <ShellLayout />
      </ErrorBoundary>
    </AppProviders>
  );
}
