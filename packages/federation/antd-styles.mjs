// antd's component styles written at build time. antd 6 generates each component's CSS in the browser, from style code
// that is most of the weight of its components; in zero-runtime mode (the theme's `zeroRuntime`) components skip that and
// only set the CSS variables of the site's theme, so the CSS can ship as style sheets instead. Each curated antd module
// (`@trellis/ui/antd` and its families) gets the style sheet of the components it exports, built by rendering them with
// antd's own style hooks in Node, and the style code is cut out of the bundle.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as acorn from 'acorn';

/**
 * The curated antd modules: a core the sign-in screens and the shell's start-up show, and families loaded by the
 * pages that show them. Each is a singleton of its own, but their components share antd's internals (the config and
 * form contexts, the style hooks), which must come from one build for the theme and forms to reach every component.
 * So the shell provides every one of them from its own build, whatever it imports itself, and a built remote only
 * consumes them: the shell's copies are the only ones a page can run. A remote running alone in development has no
 * shell and keeps its own.
 */
export const ANTD_MODULES = {
  '@trellis/ui/antd': 'index.ts',
  '@trellis/ui/antd/frame': 'frame.ts',
  '@trellis/ui/antd/fields': 'fields.ts',
  '@trellis/ui/antd/display': 'display.ts',
};

/**
 * What to render of each exported component so that every style hook it can call runs: sub-components, and popups as
 * antd's inline panels (a server render has no portals).
 * @type {Record<string, (antd: any, h: typeof import('react').createElement) => unknown[]>}
 */
const SAMPLES = {
  Alert: ({ Alert }, h) => [h(Alert, { title: 'a' })],
  App: ({ App, message, notification }, h) => [
    h(App),
    h(message._InternalPanelDoNotUseOrYouWillBeFired, { content: 'a' }),
    h(notification._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a' }),
  ],
  AutoComplete: ({ AutoComplete }, h) => [h(AutoComplete), h(AutoComplete._InternalPanelDoNotUseOrYouWillBeFired)],
  Avatar: ({ Avatar }, h) => [h(Avatar), h(Avatar.Group, null, h(Avatar))],
  Badge: ({ Badge }, h) => [h(Badge, { count: 1 }), h(Badge.Ribbon, { text: 'a' }, h('div'))],
  Button: ({ Button }, h) => [h(Button)],
  Card: ({ Card }, h) => [h(Card, { title: 'a' }, h(Card.Meta, { title: 'a' }), h(Card.Grid))],
  Checkbox: ({ Checkbox }, h) => [h(Checkbox), h(Checkbox.Group, { options: ['a'] })],
  Col: ({ Col }, h) => [h(Col)],
  Descriptions: ({ Descriptions }, h) => [h(Descriptions, { items: [{ label: 'a', children: 'b' }] })],
  Divider: ({ Divider }, h) => [h(Divider)],
  Drawer: ({ Drawer }, h) => [h(Drawer)],
  Dropdown: ({ Dropdown }, h) => [h(Dropdown, { menu: { items: [] } }, h('span'))],
  Empty: ({ Empty }, h) => [h(Empty), h(Empty, { image: Empty.PRESENTED_IMAGE_SIMPLE })],
  Flex: ({ Flex }, h) => [h(Flex)],
  Form: ({ Form, Input }, h) => [h(Form, null, h(Form.Item, { label: 'a', help: 'b' }, h(Input)), h(Form.ErrorList, { errors: ['a'] }))],
  Input: ({ Input }, h) => [h(Input), h(Input.TextArea), h(Input.Password), h(Input.Search), h(Input.OTP)],
  Layout: ({ Layout }, h) => [h(Layout, null, h(Layout.Header), h(Layout.Sider), h(Layout.Content), h(Layout.Footer))],
  Menu: ({ Menu }, h) => [h(Menu, { items: [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }, { type: 'divider' }] })],
  Modal: ({ Modal }, h) => [
    h(Modal),
    h(Modal._InternalPanelDoNotUseOrYouWillBeFired),
    h(Modal._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm' }),
  ],
  Pagination: ({ Pagination }, h) => [h(Pagination, { total: 100 })],
  Popconfirm: ({ Popconfirm }, h) => [h(Popconfirm._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a' })],
  Popover: ({ Popover }, h) => [h(Popover._InternalPanelDoNotUseOrYouWillBeFired, { content: 'a' })],
  Progress: ({ Progress }, h) => [h(Progress), h(Progress, { type: 'circle' }), h(Progress, { steps: 3 })],
  Radio: ({ Radio }, h) => [h(Radio), h(Radio.Group, null, h(Radio.Button))],
  Rate: ({ Rate }, h) => [h(Rate)],
  Result: ({ Result }, h) => [h(Result)],
  Row: ({ Row }, h) => [h(Row)],
  Segmented: ({ Segmented }, h) => [h(Segmented, { options: ['a'] })],
  Select: ({ Select }, h) => [h(Select), h(Select._InternalPanelDoNotUseOrYouWillBeFired)],
  Skeleton: ({ Skeleton }, h) => [
    h(Skeleton, { avatar: true }),
    h(Skeleton.Button),
    h(Skeleton.Avatar),
    h(Skeleton.Input),
    h(Skeleton.Image),
    h(Skeleton.Node),
  ],
  Space: ({ Space, Button, Input }, h) => [h(Space), h(Space.Compact, null, h(Button), h(Input))],
  Spin: ({ Spin }, h) => [h(Spin)],
  Statistic: ({ Statistic }, h) => [h(Statistic, { value: 1 })],
  Steps: ({ Steps }, h) => [h(Steps, { items: [{ title: 'a' }] })],
  Switch: ({ Switch }, h) => [h(Switch)],
  Table: ({ Table }, h) => [h(Table, { columns: [{ title: 'a', dataIndex: 'a' }], dataSource: [] })],
  Tabs: ({ Tabs }, h) => [h(Tabs, { items: [{ key: 'a', label: 'a' }] })],
  Tag: ({ Tag }, h) => [h(Tag), h(Tag, { color: 'green' }), h(Tag.CheckableTag)],
  Tooltip: ({ Tooltip }, h) => [h(Tooltip._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a' })],
  Upload: ({ Upload }, h) => [h(Upload, { listType: 'picture-card' }), h(Upload.Dragger)],
  Typography: ({ Typography }, h) => [h(Typography.Title), h(Typography.Text), h(Typography.Paragraph), h(Typography.Link)],
};

/** Exports that are no component with styles of their own. */
const WITHOUT_STYLES = new Set(['ConfigProvider', 'Grid', 'theme']);

/**
 * Parts the core module's components load on demand from antd itself rather than through a family module (Card's tabs,
 * the tooltips and popovers of Typography, Form labels and Avatar groups): their styles ship with the core.
 */
const CORE_ON_DEMAND = ['Tabs', 'Tooltip', 'Popover'];

/** The antd components a curated module re-exports (`export { A, B } from 'antd'`). */
export function antdExportsOf(source) {
  const names = [];
  const program = acorn.parse(source.replace(/^export type .*$/gm, ''), { ecmaVersion: 'latest', sourceType: 'module' });
  for (const node of program.body) {
    if (node.type !== 'ExportNamedDeclaration' || node.source?.value !== 'antd') continue;
    for (const specifier of node.specifiers) names.push(specifier.exported.name);
  }
  return names;
}

function rulesOf(css) {
  const rules = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}' && --depth === 0) {
      rules.push(css.slice(start, index + 1).trim());
      start = index + 1;
    }
  }
  return rules;
}

/**
 * The CSS of antd's components for each curated module, with the site theme's non-colour tokens (breakpoints, sizes)
 * written in: colours and the rest stay CSS variables that the theme sets at run time. A family module's sheet leaves
 * out what the core's already holds, since the core is on every page.
 * @param {string} uiDir the UI kit's folder
 * @param {Record<string, string>} modules module name to its file in the kit's `src/antd`
 * @returns {Promise<Record<string, string>>} module name to its CSS
 */
export async function buildAntdStyles(uiDir, modules) {
  const require = createRequire(join(uiDir, 'package.json'));
  const antd = require('antd');
  const { createElement: h } = require('react');
  const { renderToString } = require('react-dom/server');
  // antd's own copy of its style engine, whose cache its components write to.
  const { createCache, extractStyle, StyleProvider } = createRequire(require.resolve('antd'))('@ant-design/cssinjs');
  const { buildTheme } = await import(pathToFileURL(join(uiDir, 'src', 'theme', 'theme.ts')).href);
  const theme = { ...buildTheme(), hashed: false, zeroRuntime: false };

  const cssOf = (names) => {
    const cache = createCache();
    const elements = names.flatMap((name) => {
      if (WITHOUT_STYLES.has(name)) return [];
      const sample = SAMPLES[name];
      if (!sample) throw new Error(`antd-styles: no style sample for antd's ${name}; add one to SAMPLES.`);
      return sample(antd, h);
    });
    renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, ...elements)));
    return rulesOf(extractStyle(cache, { plain: true, types: ['style'] }));
  };

  const entries = Object.entries(modules).map(([name, file]) => [
    name,
    antdExportsOf(readFileSync(join(uiDir, 'src', 'antd', file), 'utf8')),
  ]);
  const [coreName, coreExports] = entries[0];
  const core = cssOf([...coreExports, ...CORE_ON_DEMAND]);
  const inCore = new Set(core);
  return Object.fromEntries(
    entries.map(([name, exports]) => {
      const rules = name === coreName ? core : [...new Set(cssOf(exports))].filter((rule) => !inCore.has(rule));
      return [name, rules.join('\n')];
    }),
  );
}

/**
 * antd's rules that show or hide an element, reduced to their display and visibility: for a DOM emulation that
 * matches every rule of a page on each computed-style lookup, these few hundred rules tell a closed drawer, a hidden
 * form item or a folded dropdown from a shown one at a fraction of the cost of antd's 3,500. Media queries are left
 * out.
 * @param {string} uiDir the UI kit's folder
 * @returns {Promise<string>}
 */
export async function antdVisibilityCss(uiDir) {
  const sheets = await buildAntdStyles(uiDir, ANTD_MODULES);
  const reduced = new Set();
  for (const rule of Object.values(sheets).flatMap(rulesOf)) {
    if (rule.startsWith('@')) continue;
    const open = rule.indexOf('{');
    const declarations = rule
      .slice(open + 1, -1)
      .split(';')
      .filter((declaration) => /^\s*(display|visibility)\s*:/.test(declaration));
    if (declarations.length) reduced.add(`${rule.slice(0, open)}{${declarations.join(';')}}`);
  }
  return [...reduced].join('\n');
}
