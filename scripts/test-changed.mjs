#!/usr/bin/env node
// `npm run test:changed [-- --base <ref>] [-- --dry-run]`: type-checks, lints and tests only the workspace packages a
// change affects, instead of every package. The change is everything that differs from the base (committed or not,
// new files included); the base defaults to where this branch left `main`. A package is affected when one of its
// files changed or when it depends on an affected package (apps run their screen tests against the API, so a server
// change reaches them too). A change to a file every package builds with (the lock file, the base tsconfig, the
// workspace list) affects them all. The end-to-end suite needs built bundles and is named, not run.
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedPackages } from './changed-packages.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const LINTED = /\.(ts|tsx|mjs|js)$/;
const E2E = '@trellis/e2e';

function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

function option(name) {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** The commit to compare with: --base, else where HEAD left main, else HEAD itself (uncommitted changes only). */
function baseRef() {
  const given = option('--base');
  if (given) return git('rev-parse', '--verify', `${given}^{commit}`);
  const hasMain = spawnSync('git', ['rev-parse', '--verify', '--quiet', 'main'], { cwd: root }).status === 0;
  return hasMain ? git('merge-base', 'HEAD', 'main') : git('rev-parse', 'HEAD');
}

function changedFiles(base) {
  const tracked = git('diff', '--name-only', base).split('\n');
  const untracked = git('ls-files', '--others', '--exclude-standard').split('\n');
  return [...new Set([...tracked, ...untracked].filter(Boolean))];
}

/** Every workspace package but the root, with its folder relative to the root. */
function workspacePackages() {
  const result = spawnSync('pnpm', ['ls', '--recursive', '--depth', '-1', '--json'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pnpm ls failed: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout)
    .map((pkg) => ({ name: pkg.name, folder: relative(root, pkg.path) }))
    .filter((pkg) => pkg.folder !== '');
}

function run(command, args) {
  console.log(`\n[test:changed] ${command} ${args.join(' ')}`);
  if (process.argv.includes('--dry-run')) return 0;
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
}

const started = Date.now();
const base = baseRef();
const files = changedFiles(base);
if (files.length === 0) {
  console.log(`[test:changed] nothing differs from ${base.slice(0, 10)}`);
  process.exit(0);
}

const { packages: touched, everything } = changedPackages(files, workspacePackages());
// `...name` selects the package and every package that depends on it.
const filters = touched.flatMap((pkg) => ['--filter', `...${pkg.name}`]);

console.log(`[test:changed] ${files.length} files differ from ${base.slice(0, 10)}`);
console.log(
  `[test:changed] changed packages: ${touched.map((pkg) => pkg.name).join(', ') || 'none'}${everything ? ' (a shared build input changed)' : ''}`,
);

const steps = [];
if (filters.length > 0) {
  steps.push(['pnpm', ['--recursive', ...filters, '--workspace-concurrency=2', 'run', 'typecheck']]);
}
const linted = files.filter((file) => LINTED.test(file) && !file.startsWith('api/drizzle/'));
const toolsChanged = files.some((file) => file === 'eslint.config.mjs' || file.startsWith('eslint/') || file.startsWith('scripts/'));
if (toolsChanged) steps.push(['pnpm', ['exec', 'eslint', '.']], ['pnpm', ['run', 'test:tools']]);
else if (linted.length > 0) steps.push(['pnpm', ['exec', 'eslint', '--no-warn-ignored', ...linted]]);
// A change to the run-time platform must come with a new platform version (test:tools checks it too).
if (!toolsChanged && files.some((file) => file.startsWith('packages/platform/')))
  steps.push(['node', ['--test', 'scripts/platform-version.test.mjs']]);
if (filters.length > 0) {
  steps.push(['pnpm', ['--recursive', ...filters, '--filter', `!${E2E}`, '--workspace-concurrency=1', 'run', 'test']]);
}

let status = 0;
for (const [command, args] of steps) {
  status = run(command, args);
  if (status !== 0) break;
}

// Every package ends up in the composed page, so any change can reach it.
if (status === 0 && touched.length > 0)
  console.log('\n[test:changed] the change can reach the composed page: `pnpm run test:e2e` runs the end-to-end suite');
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`[test:changed] ${status === 0 ? 'passed' : 'failed'} in ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
process.exit(status);
