/** A colour as its red, green and blue channels, 0 to 255. */
export type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` as its channels. */
export function hexToRgb(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

/** WCAG relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * WCAG contrast ratio of two colours, from 1 to 21: the theme and the sites' seeded colours are held to 4.5 for text,
 * which the server's demo data and the UI kit's theme both check.
 */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(hexToRgb(foreground)), luminance(hexToRgb(background))].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
