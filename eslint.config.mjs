import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { fileNamingPlugin } from './eslint/file-naming.mjs';
import { outsideReferencesPlugin } from './eslint/outside-references.mjs';

const REMOTES_APART = { group: ['@trellis/mf-*'], message: 'Remotes never import each other: use the event bus.' };

const root = import.meta.dirname;
const foldersIn = (folder) => {
  try {
    return readdirSync(join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};
/** The shell and every remote: each is built, tested and deployed on its own. */
const APPS = ['shell', ...foldersIn('.').filter((name) => name.startsWith('mf-'))];

/*
 * Boundaries checked on resolved paths, so an import reaches no other app whatever its depth of `../`:
 * an app's files import only their own folder and the workspace packages (packages/); a feature folder imports only itself
 * and its app's shared folders (`src/lib`, `src/hooks`, `src/text`, ...), never another feature, so a
 * feature can be moved, split or deleted without breaking its neighbours.
 */
const APPS_APART = APPS.flatMap((app) => [
  {
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: `${app} imports only its own files and the workspace packages: apps talk through the event bus and the API.`,
  },
  {
    // Screen tests may start a real API server through its test kit; nothing else of the server is imported.
    target: `./${app}`,
    from: './api',
    except: ['./src/testing.ts', './src/test-support'],
    message: `${app} reaches the server over HTTP only, never by importing it.`,
  },
]);
const FEATURES_APART = APPS.flatMap((app) =>
  foldersIn(`${app}/src/features`).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to a shared folder of the app (src/lib).',
  })),
);
/*
 * The workspace packages build on each other in one direction: contracts (pure schemas and texts, read by the server
 * too), then the run-time platform, then the UI kit, then the test kit; the federation build configuration reads the
 * contracts only, and the test kit reads antd's hiding rules from it. A package never imports one above it, an app or
 * the server (the test kit starts the server through its test kit), and only tests use the test kit.
 */
const PACKAGE_LAYERS = {
  contracts: [],
  platform: ['contracts'],
  ui: ['contracts', 'platform'],
  'test-kit': ['contracts', 'platform', 'ui', 'federation'],
  federation: ['contracts'],
};
const PACKAGES_LAYERED = Object.entries(PACKAGE_LAYERS)
  .flatMap(([pkg, below]) => [
    {
      target: `./packages/${pkg}`,
      from: [
        ...Object.keys(PACKAGE_LAYERS)
          .filter((other) => other !== pkg && other !== 'test-kit' && !below.includes(other))
          .map((other) => `./packages/${other}`),
        ...APPS.map((app) => `./${app}`),
      ],
      message: `@trellis/${pkg} builds on ${below.map((other) => `@trellis/${other}`).join(', ') || 'no other workspace package'} only.`,
    },
    ...(pkg === 'test-kit'
      ? []
      : [
          {
            target: `./packages/${pkg}/src/**/!(*.test).{ts,tsx,mjs}`,
            from: './packages/test-kit',
            message: 'Only tests import the test kit.',
          },
        ]),
  ])
  .concat({
    target: './packages',
    from: './api',
    except: ['./src/testing.ts', './src/test-support'],
    message: 'The workspace packages reach the server over HTTP; only the test kit starts it, through its test kit.',
  });

// The whole icon package is about 185 KiB gzip; the shared icons module holds only the icons in use.
const ICONS_FROM_SHARED = { name: '@ant-design/icons', message: "Import icons from '@trellis/ui/icons' (add new ones there)." };
// Shared as a whole, antd put every component (about 420 KiB gzip) on every page; the shared antd modules hold the ones in
// use, a core for the sign-in screens and families for the pages that show them.
const ANTD_MESSAGE = "Import antd from '@trellis/ui/antd' or its family modules (add new components there).";
const ANTD_FROM_SHARED = { name: 'antd', message: ANTD_MESSAGE };
// The same for the router: the shared router module holds the parts in use, not data routers and server rendering.
const ROUTER_FROM_SHARED = { name: 'react-router-dom', message: "Import routing from '@trellis/ui/router' (add new exports there)." };
const ANTD_DEEP = { group: ['antd/*'], message: ANTD_MESSAGE };
const RELATIVE_BETWEEN_MODULES = {
  group: ['../*'],
  message: "Import another module of a package by its name, as '@trellis/platform/session'.",
};

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
      // Deliberately bad code that eslint/boundaries.test.mjs lints to prove the rules fire.
      'eslint/fixtures/**',
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
      // The build hands the core module a Modal that loads antd's on first open and carries no static functions, so
      // `Modal.confirm(...)` would pass the screen tests (which run antd's own) and fail only in the built platform.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='Modal'][property.name=/^(confirm|info|success|error|warning|useModal|destroyAll|config)$/]",
          message: "Modal's static functions are not in the built platform: use `App.useApp().modal`.",
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'], espree: ['.mjs', '.js'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...APPS_APART, ...FEATURES_APART, ...PACKAGES_LAYERED] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { references: outsideReferencesPlugin },
    rules: { 'references/no-outside-references': 'error' },
  },
  {
    files: ['{shell,mf-*,packages/contracts,packages/platform,packages/ui,packages/test-kit}/**/*.{ts,tsx,mjs}'],
    plugins: { trellis: fileNamingPlugin },
    rules: { 'trellis/file-naming': ['error', 'after-export'] },
  },
  {
    files: ['{api,e2e,scripts,eslint,packages/federation}/**/*.{ts,tsx,mjs}'],
    plugins: { trellis: fileNamingPlugin },
    rules: { 'trellis/file-naming': ['error', 'kebab'] },
  },
  {
    // Federation shares each module of the packages (`@trellis/platform/session`, ...) as one instance; a relative
    // import between modules would bundle a private second copy (a second session store, a second bus).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ICONS_FROM_SHARED, ANTD_FROM_SHARED, ROUTER_FROM_SHARED],
          patterns: [ANTD_DEEP, RELATIVE_BETWEEN_MODULES],
        },
      ],
    },
  },
  {
    // The server and every app read the contracts: they hold schemas, texts and rules, never React or browser state.
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            RELATIVE_BETWEEN_MODULES,
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'antd',
                'antd/*',
                '@ant-design/*',
                'zustand',
                'zustand/*',
                'swr',
                'ky',
                'single-spa*',
              ],
              message: 'Contracts hold no React and no browser state: the server imports them too.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/icons/*.ts', 'packages/ui/src/antd/*.ts', 'packages/ui/src/router/index.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // A server test reaches the app through the test kit's `inject`, which fails the test on a 500 no assertion looked
    // at; `app.inject` would let a crash pass as long as the test checked something else.
    files: ['api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['callee.object.name', 'callee.object.property.name'].map((object) => ({
          selector: `CallExpression[callee.property.name='inject'][${object}='app']`,
          message:
            "Call `t.inject(...)` of createTestApp, or `injectInto(app, ...)` for an app the test builds, from 'test-support/test-app.ts'.",
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
