import type { ReactNode } from 'react';
import { theme } from '@trellis/ui/antd';

/** The right panel's width, as the layout's drawers of recommendations use. */
export const RIGHT_PANEL_WIDTH = 360;

/** What fills the shell's right panel, whichever area fills it: the panel's width, padding and edge. */
export function RightPanelFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        width: RIGHT_PANEL_WIDTH,
        height: '100%',
        padding: 16,
        borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
      }}
    >
      {children}
    </div>
  );
}
