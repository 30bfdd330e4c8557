import type { ThemeConfig } from '@trellis/shared/antd';
import type { ThemeColours } from '@trellis/shared/contracts';
import { BREAKPOINTS, DEFAULT_PRIMARY_COLOUR } from '@trellis/shared/constants';

/**
 * antd derives each breakpoint's Min and Max tokens from its own defaults, not
 * from an overridden breakpoint, and its grid refuses inconsistent ones
 * (Grid.useBreakpoint throws): set all of them from the platform's breakpoints.
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

/**
 * antd scopes a theme's CSS variables under its cssVar key. The shell and
 * every remote render their own ConfigProvider: equal themes share one key
 * (and one set of variables), while a different theme (the default one shown
 * before the site's config arrives) gets its own key instead of overwriting
 * the variables of another root.
 */
function cssVarKey(...values: string[]): string {
  let hash = 5381;
  for (const char of values.join('|')) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return `trellis-${hash.toString(36)}`;
}

/** antd theme for a site's colours; the default primary colour is pink. */
export function buildTheme(colours?: Partial<ThemeColours> | null): ThemeConfig {
  const primary = colours?.primary ?? DEFAULT_PRIMARY_COLOUR;
  const background = colours?.background ?? '#f7f7fb';
  const text = colours?.text ?? 'rgba(0, 0, 0, 0.88)';
  return {
    cssVar: { key: cssVarKey(primary, background, text) },
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      colorBgLayout: background,
      colorText: text,
      borderRadius: 8,
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      ...screenTokens(),
    },
  };
}
