import { contrastRatio } from '@trellis/contracts/colour-contrast';
import { buildTheme, readableOnTint } from './theme.ts';

/** The demo sites' brand colours and one operators might pick: light, mid and dark. */
const BRANDS = ['#e6007e', '#0f766e', '#1d4ed8', '#c2410c', '#7c3aed', '#ffcc00', '#111111'];

const onWhite = (rgba: string) => {
  const alpha = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(rgba)![1]);
  const grey = Math.round(255 * (1 - alpha));
  return `#${grey.toString(16).padStart(2, '0').repeat(3)}`;
};

describe('the site theme', () => {
  it.each(BRANDS)('keeps %s readable as text on its own light tint', (brand) => {
    const text = readableOnTint(brand);
    const tint =
      '#' +
      [1, 3, 5]
        .map((start) =>
          Math.round(parseInt(brand.slice(start, start + 2), 16) * 0.1 + 255 * 0.9)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('');
    expect(contrastRatio(text, tint)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives secondary text and placeholders at least 4.5:1 on white', () => {
    const { token } = buildTheme();
    for (const name of ['colorTextSecondary', 'colorTextDescription', 'colorTextTertiary', 'colorTextPlaceholder'] as const) {
      expect(contrastRatio(onWhite(token![name] as string), '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(BRANDS)('puts selected entries of %s on the light tint their text is checked against', (brand) => {
    const theme = buildTheme({ primary: brand });
    const tint = theme.token!.colorPrimaryBg as string;
    expect(theme.components!.Menu!.itemSelectedBg).toBe(tint);
    expect(theme.token!.colorInfoBg).toBe(tint);
    expect(contrastRatio(theme.components!.Menu!.itemSelectedColor as string, tint)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.token!.colorInfo as string, tint)).toBeGreaterThanOrEqual(4.5);
  });
});
