import type { ReactNode } from 'react';
import { OrgBrand } from './OrgBrand.tsx';

/** The brand's row keeps its height whether or not the site's logo and name have arrived. */
const BRAND_HEIGHT = 32;

/**
 * Signed-out visitors on the auth routes see the screen on its own, without sidebar or top bar. The column
 * starts at a fixed distance from the top rather than centred: centred, it moved up as the screen below
 * the brand arrived and grew, under the visitor's thumb. Plain elements in the light components' colours (the site's
 * page background), so the sign-in screens load no antd.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="tl-layout">
      <main style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
        <div
          style={{ display: 'flex', flexDirection: 'column', gap: 24, width: '100%', maxWidth: 560, paddingBlockStart: 'min(6vh, 48px)' }}
        >
          <div style={{ display: 'flex', justifyContent: 'center', height: BRAND_HEIGHT }}>
            <OrgBrand />
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
