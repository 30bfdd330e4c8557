export { buildTheme } from './theme.ts';
