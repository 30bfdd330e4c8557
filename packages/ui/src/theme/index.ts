export { buildTheme, contrastRatio } from './theme.ts';
