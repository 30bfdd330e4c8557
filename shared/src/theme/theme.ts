import type { ThemeConfig } from 'antd';
import type { ThemeColours } from '../contracts/index.ts';
import { BREAKPOINTS, DEFAULT_PRIMARY_COLOUR } from '../constants.ts';

/**
 * antd derives each breakpoint's Min and Max tokens from its own defaults, not
 * from an overridden breakpoint, and its grid refuses inconsistent ones
 * (Grid.useBreakpoint throws): set all of them from the seed's breakpoints.
 */
function screenTokens() {
  const { sm, md, lg, xl } = BREAKPOINTS;
  const xxl = BREAKPOINTS['2xl'];
  const xxxl = 1920;
  return {
    screenXSMax: sm - 1,
    screenSM: sm,
    screenSMMin: sm,
    screenSMMax: md - 1,
    screenMD: md,
    screenMDMin: md,
    screenMDMax: lg - 1,
    screenLG: lg,
    screenLGMin: lg,
    screenLGMax: xl - 1,
    screenXL: xl,
    screenXLMin: xl,
    screenXLMax: xxl - 1,
    screenXXL: xxl,
    screenXXLMin: xxl,
    screenXXLMax: xxxl - 1,
  };
}

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
      ...screenTokens(),
    },
  };
}
