// antd's build-time style sheets (packages/federation/antd-styles.mjs and its loader).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BREAKPOINTS } from '../packages/contracts/src/constants.ts';
import { antdExportsOf, buildAntdStyles } from '../packages/federation/antd-styles.mjs';
import { stripStyleFunctions } from '../packages/federation/antd-style-loader.mjs';

const uiDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'ui');
const MODULES = { core: 'index.ts', frame: 'frame.ts', fields: 'fields.ts', display: 'display.ts' };
const sheets = await buildAntdStyles(uiDir, MODULES);

test('each curated module ships the styles of the components it exports', () => {
  assert.match(sheets.core, /\.ant-btn\{/);
  assert.match(sheets.core, /\.ant-tooltip\{/, 'the tooltips the core loads on demand');
  assert.match(sheets.frame, /\.ant-dropdown\{/);
  assert.match(sheets.frame, /\.ant-drawer\{/);
  assert.match(sheets.fields, /\.ant-form-item\{/);
  assert.match(sheets.fields, /\.ant-upload\{/);
  assert.doesNotMatch(sheets.core, /\.ant-form-item\{/, 'forms are in the fields module');
  assert.match(sheets.display, /\.ant-table\{/);
  assert.doesNotMatch(sheets.core, /\.ant-table\{/, 'a family component stays out of the core');
});

test('a family module leaves out what the core already holds', () => {
  const coreRules = new Set(sheets.core.split('\n'));
  for (const family of ['frame', 'fields', 'display']) {
    assert.deepEqual(
      sheets[family].split('\n').filter((rule) => coreRules.has(rule)),
      [],
      family,
    );
  }
});

test("the sheets use the theme's breakpoints, and colours through the theme's CSS variables", () => {
  assert.ok(sheets.fields.includes(`@media (max-width: ${BREAKPOINTS.sm - 1}px)`), "the form's narrow layout");
  assert.ok(sheets.core.includes(`@media (min-width: ${BREAKPOINTS.lg}px)`));
  assert.match(sheets.core, /\.ant-btn-color-primary[^{]*\{[^}]*var\(--ant-color-primary\)/);
  assert.doesNotMatch(sheets.core, /#1677ff/i, "antd's default blue is never written in");
});

test("only antd components re-exported from antd count as a module's exports", () => {
  assert.deepEqual(antdExportsOf("export { A, B } from 'antd';\nexport type { C } from 'antd';\nexport { D } from './d';"), ['A', 'B']);
});

test('the style code is cut out of a style module, its component tokens stay', () => {
  const require = createRequire(join(uiDir, 'package.json'));
  const source = readFileSync(join(dirname(require.resolve('antd/package.json')), 'es', 'button', 'style', 'index.js'), 'utf8');
  const stripped = stripStyleFunctions(source);
  assert.match(stripped, /genStyleHooks\('Button', \(\) => \[\], prepareComponentToken/);
  assert.doesNotMatch(stripped, /genSharedButtonStyle\(buttonToken\)/, 'nothing calls the style writers any more: the minifier drops them');
});
