import type { ReactNode } from 'react';

/**
 * A wide block (a table) that scrolls sideways on its own on a narrow screen instead of the page. It is a named,
 * focusable region, so a keyboard can scroll it too.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </div>
  );
}
