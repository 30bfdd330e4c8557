import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES_APART = { group: ['@trellis/mf-*', '../../mf-*', '../mf-*'], message: 'Remotes never import each other: use the event bus.' };
// The whole icon package is about 185 KiB gzip; the shared icons module holds only the icons in use.
const ICONS_FROM_SHARED = { name: '@ant-design/icons', message: "Import icons from '@trellis/shared/icons' (add new ones there)." };
// Shared as a whole, antd put every component (about 420 KiB gzip) on every page; the shared antd module holds the ones in use.
const ANTD_FROM_SHARED = { name: 'antd', message: "Import antd from '@trellis/shared/antd' (add new components there)." };
// The same for the router: the shared router module holds the parts in use, not data routers and server rendering.
const ROUTER_FROM_SHARED = { name: 'react-router-dom', message: "Import routing from '@trellis/shared/router' (add new exports there)." };
const ANTD_DEEP = { group: ['antd/*'], message: "Import antd from '@trellis/shared/antd' (add new components there)." };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tools/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        { paths: [ICONS_FROM_SHARED, ANTD_FROM_SHARED, ROUTER_FROM_SHARED], patterns: [REMOTES_APART, ANTD_DEEP] },
      ],
    },
  },
  {
    // Federation shares each `@trellis/shared/<module>` entry as one instance; a relative import
    // between modules would bundle a private second copy (a second session store, a second bus).
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ICONS_FROM_SHARED, ANTD_FROM_SHARED, ROUTER_FROM_SHARED],
          patterns: [ANTD_DEEP, { group: ['../*'], message: "Import other shared modules as '@trellis/shared/<module>'." }],
        },
      ],
    },
  },
  {
    files: ['shared/src/icons/index.ts', 'shared/src/antd/index.ts', 'shared/src/router/index.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
