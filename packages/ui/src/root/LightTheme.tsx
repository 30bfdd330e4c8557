import type { CSSProperties, ReactNode } from 'react';
import type { ThemeColours } from '@trellis/contracts';
import { DEFAULT_PRIMARY_COLOUR } from '@trellis/contracts/constants';
import { readableOnTint } from '@trellis/ui/theme';
import { addStyles } from './addStyles.ts';
import { ROOT_STYLES } from './rootStyles.ts';

addStyles(ROOT_STYLES);

/** The site's colours as the custom properties the light components read (LIGHT_STYLES in the light module). */
export function lightThemeVars(colours?: Partial<ThemeColours> | null): CSSProperties {
  const primary = colours?.primary ?? DEFAULT_PRIMARY_COLOUR;
  return {
    '--tl-primary': primary,
    '--tl-link': readableOnTint(primary),
    '--tl-text': colours?.text ?? 'rgba(0, 0, 0, 0.88)',
    '--tl-layout': colours?.background ?? '#f7f7fb',
  } as CSSProperties;
}

/** Gives the light components below it the site's colours; it takes no room of its own (`display: contents`). */
export function LightTheme({ colours, children }: { colours?: Partial<ThemeColours> | null; children: ReactNode }) {
  return (
    <div className="tl-root" style={lightThemeVars(colours)}>
      {children}
    </div>
  );
}
