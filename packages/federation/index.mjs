// Build-time helpers every app's webpack config imports: the one list of
// Module Federation singletons and the webpack settings all apps have in common.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { ANTD_MODULES } from './antd-styles.mjs';
import { readRemoteDescriptor } from './descriptors.mjs';
import { FirstPaintPlugin } from './first-paint.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { parseVersion } from '@trellis/contracts/platform-version';
import { platformVersion } from './platform-version.mjs';

const packagesRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The runtime plugin every app's federation instance runs: it gives each step of loading an area a task of its own. */
const YIELDING_PLUGIN = fileURLToPath(new URL('./runtime/yielding-plugin.mjs', import.meta.url));
const workspaceRoot = join(packagesRoot, '..');
/** The workspace packages an app's bundle compiles from TypeScript source, as it does its own files. */
const SOURCE_PACKAGES = ['contracts', 'platform', 'ui', 'test-kit'];

/**
 * Libraries a page must hold exactly one copy of. The trailing-slash entries
 * share deep imports (react/jsx-runtime, react-dom/client, ...), which would
 * otherwise be bundled a second time by every app. zustand shares the two modules its entry re-exports, not its
 * middleware: that one file holds devtools, redux, combine and persist, which a shared module could not tree-shake
 * (about 3 KiB gzip on every page), and only the platform's session store, itself one shared instance, imports it. antd, its icons and the
 * router are not listed: they are shared through the `@trellis/ui/antd`
 * modules (below), `@trellis/ui/icons` and `@trellis/ui/router`, which hold only
 * the parts in use; a package shared whole cannot be tree-shaken. antd's style
 * cache (@ant-design/cssinjs) stays one instance for every app. Every module of
 * the contracts, the platform and the UI kit is one instance too: two session
 * stores or two event buses would disagree about who is signed in.
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@ant-design/cssinjs',
  'zustand',
  'zustand/vanilla',
  'zustand/react',
  'swr',
  'ky',
  'single-spa',
  '@trellis/contracts',
  '@trellis/contracts/',
  '@trellis/platform/',
  '@trellis/ui',
  '@trellis/ui/',
];

/**
 * The singletons the shell bundles into its entry script (`eager`) instead of a chunk each: every page's start-up
 * runs them, and as chunks they were some twenty requests (most under 1 KiB) that the federation runtime could only
 * ask for once the entry had run, each one a round trip on a phone's link and a slice of main-thread work. A library
 * that imports a lazily shared module cannot be eager (an eager module cannot wait for one), so the UI kit, which
 * imports antd's modules, stays in chunks, as do the contracts' index, which holds the forms' schemas and zod, and
 * antd's style cache, which only antd's modules use. Remotes keep every singleton lazy and use the shell's.
 */
const SHELL_ENTRY_SINGLETONS = new Set(
  SINGLETONS.filter((name) => !['@ant-design/cssinjs', '@trellis/contracts', '@trellis/ui', '@trellis/ui/'].includes(name)),
);

/**
 * The platform version an app is built against: the platform's own, or TRELLIS_BUILD_PLATFORM_VERSION, which builds
 * an app as if against another version (the end-to-end test of a remote built for an older or a newer platform).
 */
export function buildPlatformVersion() {
  const override = process.env.TRELLIS_BUILD_PLATFORM_VERSION?.trim();
  if (!override) return platformVersion();
  try {
    parseVersion(override);
  } catch {
    throw new Error(`TRELLIS_BUILD_PLATFORM_VERSION must be a version such as 1.2.0 (it is "${override}").`);
  }
  return override;
}

function versionOf(appDir, name) {
  const pkgName = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  if (pkgName === '@trellis/platform') return buildPlatformVersion();
  const require = createRequire(join(appDir, 'package.json'));
  try {
    return JSON.parse(readFileSync(require.resolve(`${pkgName}/package.json`), 'utf8')).version;
  } catch {
    // Packages whose exports hide package.json: walk up from the main entry.
    let dir = dirname(require.resolve(pkgName));
    for (;;) {
      try {
        const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        if (pkg.name === pkgName) return pkg.version;
      } catch {
        /* keep walking */
      }
      const parent = dirname(dir);
      if (parent === dir) throw new Error(`cannot find the version of ${pkgName}`);
      dir = parent;
    }
  }
}

/**
 * antd parts the core antd module (which the sign-in screens load) or the frame's would carry for features a page shows
 * only later or never, each handed a stand-in that loads the real part when the page first needs it:
 * - Card imports Tabs only to render its `tabList`: the tab bar, its overflow menu and dropdown;
 * - the frame module's Drawer and the core's Modal, whose code a page needs only once one opens;
 * - App's message, notification and modal hooks, whose code (the dialog and notification libraries, the confirm) a
 *   page needs only once it shows a toast or a confirm: their stand-ins queue the calls until it arrives;
 * - Result imports the drawings of its 403, 404 and 500 statuses, which a page shows only when something is missing;
 * - Typography's in-place editor, with antd's text area and input, for its `editable` option;
 * - the core's Tooltip, the frame's Popover, Popconfirm and Dropdown (with antd's menu), and the tooltips and popovers
 *   of Typography (ellipsis and copy), Form (labels) and Avatar's group (the overflow), which bring the trigger and
 *   motion libraries: each loads when its child is first pointed at, focused or touched, and opens as asked;
 * - ConfigProvider's unique tooltip provider (the `tooltip.unique` option), which loads when it first renders.
 * Each entry: the folder of antd's module that imports, the request it makes, and the stand-in (packages/ui/src/antd).
 */
const ANTD_PARTS_ON_DEMAND = [
  { importer: /[\\/]antd[\\/]es[\\/]card$/, request: '../tabs', standIn: 'cardTabs.ts' },
  { importer: /[\\/]antd[\\/]es$/, request: './tooltip', standIn: 'tooltipOnDemand.ts' },
  { importer: /[\\/]antd[\\/]es[\\/]typography[\\/]Base$/, request: '../../tooltip', standIn: 'tooltipOnDemand.ts' },
  { importer: /[\\/]antd[\\/]es[\\/]form$/, request: '../tooltip', standIn: 'tooltipOnDemand.ts' },
  { importer: /[\\/]antd[\\/]es[\\/]typography[\\/]Base$/, request: '../Editable', standIn: 'typographyEditable.ts' },
  { importer: /[\\/]antd[\\/]es[\\/]avatar$/, request: '../popover', standIn: 'popoverOnDemand.ts' },
  { importer: /[\\/]antd[\\/]es[\\/]config-provider$/, request: '../tooltip/UniqueProvider', standIn: 'uniqueTooltipsOnDemand.ts' },
  { importer: /[\\/]antd[\\/]es$/, request: './popover', standIn: 'popoverOnDemand.ts' },
  { importer: /[\\/]antd[\\/]es$/, request: './popconfirm', standIn: 'popconfirmOnDemand.ts' },
  { importer: /[\\/]antd[\\/]es$/, request: './dropdown', standIn: 'dropdownOnDemand.ts' },
  { importer: /[\\/]antd[\\/]es$/, request: './drawer', standIn: 'drawerOnDemand.ts' },
  { importer: /[\\/]antd[\\/]es$/, request: './modal', standIn: 'modalOnDemand.ts' },
  { importer: /[\\/]antd[\\/]es[\\/]app$/, request: '../message/useMessage', standIn: 'useMessageOnDemand.ts' },
  { importer: /[\\/]antd[\\/]es[\\/]app$/, request: '../notification/useNotification', standIn: 'useNotificationOnDemand.ts' },
  { importer: /[\\/]antd[\\/]es[\\/]app$/, request: '../modal/useModal', standIn: 'useModalOnDemand.ts' },
  { importer: /[\\/]antd[\\/]es[\\/]result$/, request: './noFound', standIn: 'resultNotFoundImage.ts' },
  { importer: /[\\/]antd[\\/]es[\\/]result$/, request: './serverError', standIn: 'resultServerErrorImage.ts' },
  { importer: /[\\/]antd[\\/]es[\\/]result$/, request: './unauthorized', standIn: 'resultUnauthorizedImage.ts' },
];

/**
 * antd's component styles as style sheets built with the bundle instead of CSS that components generate in the browser
 * (see antd-styles.mjs): each curated module imports the sheet of its components, antd's style modules lose the code
 * that writes CSS, and the theme turns on antd's zero-runtime mode (`process.env.TRELLIS_ANTD_STYLE_SHEETS`, read by
 * `buildTheme`). Screen tests run the kit from source, without these rules, and keep run-time styles.
 * @param {string} appDir
 */
function antdStyleSheetRules(appDir) {
  const loader = join(packagesRoot, 'federation', 'antd-style-loader.mjs');
  const cacheDir = join(appDir, 'node_modules', '.cache', 'trellis-antd-styles');
  return {
    cacheDir,
    rules: [
      {
        test: (path) => Object.values(ANTD_MODULES).some((file) => path === join(packagesRoot, 'ui', 'src', 'antd', file)),
        enforce: 'pre',
        use: { loader, options: { job: 'sheet', uiDir: join(packagesRoot, 'ui'), modules: ANTD_MODULES, cacheDir } },
      },
      {
        test: /[\\/]antd[\\/]es[\\/](.+[\\/])?style([\\/][^\\/]+)?\.js$/,
        use: { loader, options: { job: 'strip' } },
      },
      { test: /\.css$/, include: cacheDir, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    ],
  };
}

/** @param {string} appDir */
function antdPartsOnDemand(appDir) {
  const webpack = createRequire(join(appDir, 'package.json'))('webpack');
  return new webpack.NormalModuleReplacementPlugin(
    /^\.\.?\/(\.\.\/)?(tabs|Editable|tooltip|popover|popconfirm|dropdown|tooltip\/UniqueProvider|drawer|modal|message\/useMessage|notification\/useNotification|modal\/useModal|noFound|serverError|unauthorized)$/,
    (resource) => {
      const part = ANTD_PARTS_ON_DEMAND.find(({ importer, request }) => request === resource.request && importer.test(resource.context));
      if (part) resource.request = join(packagesRoot, 'ui', 'src', 'antd', part.standIn);
    },
  );
}

/**
 * Asks V8 to compile every function of the shell's entry in one pass, up front (on a background thread while the
 * script streams in, when the browser streams it): its modules (React DOM, the federation runtime, the session and API
 * client) run on every page's start-up, and compiled lazily, each function's first call compiled it on the main
 * thread, inside the start-up's tasks. The hint must open the file, so it goes in after minifying, which drops
 * comments, and before the hashes and the precompressed copies are made.
 */
function compileOnLoadHint(webpack) {
  return new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    entryOnly: true,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
  });
}

/**
 * The `shared` option of ModuleFederationPlugin, with each singleton's installed version.
 * @param {string} appDir
 * @param {{ remote: boolean, production: boolean }} build
 */
export function sharedSingletons(appDir, { remote, production }) {
  const version = versionOf(appDir, '@trellis/ui');
  const antd = Object.entries(ANTD_MODULES).map(([name, file]) => {
    const share = { singleton: true, requiredVersion: `^${version}` };
    if (!remote) return [name, { ...share, version, import: join(packagesRoot, 'ui', 'src', 'antd', file) }];
    return [name, production ? { ...share, import: false } : { ...share, version }];
  });
  return Object.fromEntries([
    ...SINGLETONS.map((name) => {
      const installed = versionOf(appDir, name);
      const eager = !remote && SHELL_ENTRY_SINGLETONS.has(name);
      return [name, { singleton: true, requiredVersion: `^${installed}`, version: installed, eager }];
    }),
    ...antd,
  ]);
}

/**
 * The federation plugin adds its runtime-providing plugin by the path of its CommonJS build, which would put a
 * CommonJS second copy of the federation runtime beside the ES module one in the host's entry. Aliasing that
 * path to the plugin's ES module build keeps one copy.
 */
function providedRuntimeAlias() {
  const requireFromFederation = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/webpack'));
  const commonJs = requireFromFederation.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [commonJs]: commonJs.replace(/\.cjs$/, '.js') };
}

/** The page a remote runs on alone, inside the stub shell. */
function standalonePage(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <noscript>Trellis needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * webpack configuration for one app.
 * @param {object} options
 * @param {string} options.appDir folder of the app (its package.json)
 * @param {string} options.name federation name, e.g. 'shell' or 'mf_groups'
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {string[]} [options.runtimePlugins] MF runtime plugins of this app (the shell's fallback handling), after the
 *   yielding one every app runs (see runtime/yielding-plugin.mjs)
 * @param {number} options.port dev-server port
 * @param {string} [options.publicPath] 'auto' for remotes so they load from wherever they are deployed
 * @param {object} [options.devServer] extra dev-server settings
 * @param {string} [options.standaloneTitle] a remote's standalone page title; without it the app's public/index.html is the page
 */
export function createWebpackConfig({ appDir, name, exposes, runtimePlugins, port, publicPath = 'auto', devServer = {}, standaloneTitle }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const remote = Boolean(exposes && Object.keys(exposes).length);
    const platform = buildPlatformVersion();
    const antdStyleSheets = antdStyleSheetRules(appDir);
    const webpack = createRequire(join(appDir, 'package.json'))('webpack');
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: join(appDir, 'dist'),
        publicPath,
        // Entry chunks keep plain names: the federation runtime module cannot resolve
        // hashes for them. They are small and served with no-cache; chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: remote ? {} : providedRuntimeAlias(),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            include: [join(appDir, 'src'), ...SOURCE_PACKAGES.map((pkg) => join(packagesRoot, pkg, 'src'))],
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          // rc-form's package declares no side effects field, so importing its form context (which antd's cards and
          // overlays do) brought the whole form and its validator along; its modules only declare.
          { test: /[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false },
          ...antdStyleSheets.rules,
          { test: /\.css$/, exclude: antdStyleSheets.cacheDir, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpe?g|webp|mp3|wav)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(appDir, { remote, production }),
          shareStrategy: 'loaded-first',
          runtimePlugins: [YIELDING_PLUGIN, ...(runtimePlugins ?? [])],
          // The manifest says which platform version the app was built against; the shell compares it with its own.
          manifest: {
            additionalData: ({ stats }) => {
              stats.metaData.buildInfo = { ...stats.metaData.buildInfo, platformVersion: platform };
              return stats;
            },
          },
          dts: false,
          // One federation runtime per page: the shell provides its copy and a built remote uses it instead of
          // bundling a second one into its entry (about 20 KiB gzip each). A remote running alone in development
          // keeps its own, as it has no shell; a remote must be built with the shell's major federation version.
          // Every app runs in a browser: the runtime drops its code for loading entries in Node.
          experiments: {
            ...(remote ? { externalRuntime: production } : { provideExternalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        new HtmlWebpackPlugin(
          standaloneTitle
            ? { templateContent: standalonePage(standaloneTitle), publicPath: '/' }
            : { template: join(appDir, 'public', 'index.html'), favicon: join(appDir, 'public', 'favicon.svg'), publicPath: '/' },
        ),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          'process.env.TRELLIS_PLATFORM_VERSION': JSON.stringify(platform),
          'process.env.TRELLIS_ANTD_STYLE_SHEETS': JSON.stringify('true'),
        }),
        new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css' }),
        antdPartsOnDemand(appDir),
        new FirstPaintPlugin(appDir),
        ...(production && !remote ? [compileOnLoadHint(webpack)] : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: production
        ? { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })] }
        : {},
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...devServer,
      },
      watchOptions: { ignored: /node_modules/ },
      infrastructureLogging: { level: 'warn' },
      snapshot: { managedPaths: [join(workspaceRoot, 'node_modules')] },
    };
  };
}

/**
 * webpack configuration for a remote, from its descriptor (`remote.json`: federation name, page title, dev
 * port). It exposes its single-spa lifecycles, loads from wherever it is deployed (publicPath 'auto'), and in
 * standalone dev mode proxies the API of the dev server (port 3001) so the remote runs alone inside the stub shell.
 */
export function createRemoteWebpackConfig({ appDir }) {
  const { name, title, dev_port: port } = readRemoteDescriptor(appDir);
  return createWebpackConfig({
    appDir,
    name,
    exposes: { './lifecycles': './src/lifecycles.ts' },
    port,
    standaloneTitle: `${title} (standalone)`,
    publicPath: 'auto',
    devServer: { proxy: [{ context: ['/api', '/ws'], target: 'http://localhost:3001', ws: true }] },
  });
}
