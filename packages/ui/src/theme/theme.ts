import type { ThemeConfig } from '@trellis/ui/antd';
import type { ThemeColours } from '@trellis/contracts';
import { contrastRatio, hexToRgb, type Rgb } from '@trellis/contracts/colour-contrast';
import { BREAKPOINTS, DEFAULT_PRIMARY_COLOUR } from '@trellis/contracts/constants';

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

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
const mix = (colour: Rgb, other: Rgb, share: number): Rgb =>
  colour.map((channel, index) => channel * (1 - share) + other[index]! * share) as Rgb;

/** WCAG AA for body text, with a little room for the tints antd derives from the seed colours. */
const READABLE = 4.7;

/**
 * The brand colour darkened just enough to be read as text on the light tint of itself that antd puts behind
 * selected menu entries, links and status tags (a pink or orange brand is often too light for that).
 */
export function readableOnTint(colour: string): string {
  const base = hexToRgb(colour);
  const tint = toHex(mix(base, [255, 255, 255], 0.9));
  for (let share = 0; share <= 1; share += 0.05) {
    const candidate = toHex(mix(base, [0, 0, 0], share));
    if (contrastRatio(candidate, tint) >= READABLE) return candidate;
  }
  return '#000000';
}

/** antd theme for a site's colours; the default primary colour is pink. */
export function buildTheme(colours?: Partial<ThemeColours> | null): ThemeConfig {
  const primary = colours?.primary ?? DEFAULT_PRIMARY_COLOUR;
  const background = colours?.background ?? '#f7f7fb';
  const text = colours?.text ?? 'rgba(0, 0, 0, 0.88)';
  const primaryText = readableOnTint(primary);
  const primaryRgb = hexToRgb(primary);
  const primaryTint = toHex(mix(primaryRgb, [255, 255, 255], 0.9));
  return {
    cssVar: { key: cssVarKey(primary, background, text) },
    // A bundled build ships antd's component styles as style sheets (see @trellis/federation): components then only set
    // the theme's CSS variables, which those sheets read, instead of generating their CSS in the browser.
    zeroRuntime: process.env.TRELLIS_ANTD_STYLE_SHEETS === 'true',
    token: {
      colorPrimary: primary,
      // Status text in the brand colour (info tags, selected entries) sits on a light tint of the brand: the text is
      // darkened until it reads, and the tint is set here rather than derived from that darker colour.
      colorInfo: primaryText,
      colorInfoBg: primaryTint,
      // antd derives this tint from the brand's palette, which for a dark brand (the diaspora teal) comes out a mid
      // grey that no text reads on; selected entries get the same light tint as the status colours instead.
      colorPrimaryBg: primaryTint,
      colorInfoBorder: toHex(mix(primaryRgb, [255, 255, 255], 0.7)),
      colorLink: primaryText,
      // antd's error red reads at 3.3:1 on white.
      colorError: '#cf1322',
      colorBgLayout: background,
      colorText: text,
      // antd's greys for secondary text and placeholders (and the initials' avatar behind them) read at about 3.4:1
      // and 1.8:1 on white; these keep WCAG AA (4.5:1) on white and on every site's light background.
      colorTextSecondary: 'rgba(0, 0, 0, 0.66)',
      colorTextDescription: 'rgba(0, 0, 0, 0.66)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
      // The green and gold presets' tag text sits at 3.4:1 and 2.8:1 on their own tints; deeper seeds keep tags legible.
      green: '#237804',
      gold: '#ad6800',
      borderRadius: 8,
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      ...screenTokens(),
    },
    components: {
      Menu: { itemSelectedColor: primaryText, itemSelectedBg: primaryTint },
      // Links inside running text are underlined: colour alone does not tell them from the words around them.
      Typography: { linkDecoration: 'underline' },
    },
  };
}
