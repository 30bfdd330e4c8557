// The webpack side of antd's build-time styles (see antd-styles.mjs), one loader with two jobs:
// - `sheet`, on each curated antd module of the UI kit: writes the CSS of the components the module exports to a file and
//   adds an import of it, so the style sheet loads with the module, before its components first render;
// - `strip`, on antd's style modules: drops the function that writes a component's CSS from each style hook, keeping the
//   component tokens the hooks still set as CSS variables, so the bundler leaves the style code out.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as acorn from 'acorn';
import { buildAntdStyles } from './antd-styles.mjs';

/** antd's style-hook factories; their second argument writes the CSS. */
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/** One build of the style sheets per webpack process: every module of a build asks for its own from the same set. */
let sheets;

/** antd style module source with the CSS-writing argument of each style-hook factory replaced by a function that writes none. */
export function stripStyleFunctions(source) {
  const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const cuts = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression' && STYLE_HOOK_FACTORIES.has(node.callee.name) && node.arguments[1]) {
      cuts.push(node.arguments[1]);
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  let result = source;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start)) result = `${result.slice(0, start)}() => []${result.slice(end)}`;
  return result;
}

/**
 * @this {import('webpack').LoaderContext<{ job: 'sheet' | 'strip', uiDir: string, modules: Record<string, string>, cacheDir: string }>}
 * @param {string} source
 */
export default function antdStyleLoader(source) {
  const { job, uiDir, modules, cacheDir } = this.getOptions();
  if (job === 'strip') return stripStyleFunctions(source);
  const callback = this.async();
  this.addDependency(join(uiDir, 'src', 'theme', 'theme.ts'));
  const file = this.resourcePath.split(/[\\/]/).pop();
  const name = Object.keys(modules).find((module) => modules[module] === file);
  sheets ??= buildAntdStyles(uiDir, modules);
  sheets.then(
    (css) => {
      const sheet = join(cacheDir, file.replace(/\.ts$/, '.css'));
      mkdirSync(dirname(sheet), { recursive: true });
      writeFileSync(sheet, css[name]);
      callback(null, `${source}\nimport ${JSON.stringify(sheet)};\n`);
    },
    (error) => callback(error),
  );
}
