export { buildTheme, readableOnTint } from './theme.ts';
export { contrastRatio } from '@trellis/contracts/colour-contrast';
