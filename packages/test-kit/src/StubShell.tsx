import type { ReactNode } from 'react';
import { AppProviders, BusToasts } from '@trellis/ui';

/**
 * What the real shell gives a remote, without the shell: the themed providers
 * and the toast outlet. The session comes from the shared store, which
 * `signInAs` and `signOut` below fill from the real API.
 */
export function StubShell({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <BusToasts />
      {children}
    </AppProviders>
  );
}
