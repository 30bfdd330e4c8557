import type { ThemeConfig } from 'antd';
import type { ThemeColours } from '../contracts/index.ts';
import { BREAKPOINTS, DEFAULT_PRIMARY_COLOUR } from '../constants.ts';

/** antd theme for a site's colours; the seeds' default primary colour is pink. */
export function buildTheme(colours?: Partial<ThemeColours> | null): ThemeConfig {
  return {
    cssVar: { key: 'trellis' },
    token: {
      colorPrimary: colours?.primary ?? DEFAULT_PRIMARY_COLOUR,
      colorInfo: colours?.primary ?? DEFAULT_PRIMARY_COLOUR,
      colorBgLayout: colours?.background ?? '#f7f7fb',
      colorText: colours?.text ?? 'rgba(0, 0, 0, 0.88)',
      borderRadius: 8,
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      screenSM: BREAKPOINTS.sm,
      screenMD: BREAKPOINTS.md,
      screenLG: BREAKPOINTS.lg,
      screenXL: BREAKPOINTS.xl,
      screenXXL: BREAKPOINTS['2xl'],
    },
  };
}
