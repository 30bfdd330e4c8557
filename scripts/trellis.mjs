#!/usr/bin/env node
// Entry point behind `npm start`, `npm test`, `npm run dev`, `npm run bench`, `npm run backup`, `npm run restore`
// and `npm run fuzz`.
// It runs on whatever Node.js the machine has: when that is older than the
// Node 24 LTS the workspace targets, Node 24 and pnpm are installed from the
// npm registry into .tools/ (the registry's `node` package ships the binary),
// then the real task runs under them. Plain JavaScript on purpose: it must
// start before any TypeScript tooling exists.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const REQUIRED_NODE_MAJOR = 24;
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

const TASKS = {
  start: ['run', 'start:all'],
  test: ['run', 'test:all'],
  dev: ['run', 'dev:all'],
  bench: ['run', 'bench:all'],
  backup: ['run', 'backup:run'],
  restore: ['run', 'restore:run'],
  fuzz: ['run', 'fuzz:run'],
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function nodeMajor(binary) {
  const out = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return out.status === 0 ? Number(out.stdout.trim().replace(/^v/, '').split('.')[0]) : 0;
}

function ensureTools() {
  const toolBin = join(tools, 'node_modules', '.bin');
  const needNode = Number(process.versions.node.split('.')[0]) < REQUIRED_NODE_MAJOR;
  const haveNode = existsSync(join(toolBin, 'node')) && nodeMajor(join(toolBin, 'node')) >= REQUIRED_NODE_MAJOR;
  const havePnpm = existsSync(join(toolBin, 'pnpm'));
  if ((needNode && !haveNode) || !havePnpm) {
    mkdirSync(tools, { recursive: true });
    const wanted = [`pnpm@${PNPM_VERSION}`];
    if (needNode) wanted.push(`node@${REQUIRED_NODE_MAJOR}`);
    console.log(`[trellis] installing ${wanted.join(' and ')} into .tools/`);
    const status = run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', tools, ...wanted]);
    if (status !== 0) process.exit(status);
  }
  return { ...process.env, PATH: `${toolBin}:${process.env.PATH}` };
}

// Installing is skipped when the lock file has not changed since the last install.
function ensureDependencies(env) {
  const lock = join(root, 'pnpm-lock.yaml');
  const stamp = join(root, 'node_modules', '.trellis-install-stamp');
  const digest = existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'none';
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  const args = ['install', process.env.CI ? '--frozen-lockfile' : '--prefer-offline'];
  const status = run('pnpm', args, { env });
  if (status !== 0) process.exit(status);
  writeFileSync(stamp, digest);
}

const task = process.argv[2];
if (!TASKS[task]) {
  console.error(`usage: node scripts/trellis.mjs <${Object.keys(TASKS).join('|')}> [args]`);
  process.exit(2);
}
const env = ensureTools();
ensureDependencies(env);
// A platform started on a developer's machine keeps mail in an outbox readable from that machine only; the API says
// so when it starts. A deployment sets TRELLIS_SMTP_URL instead.
if ((task === 'start' || task === 'dev') && env.TRELLIS_DEV_MAILBOX === undefined && !env.TRELLIS_SMTP_URL) env.TRELLIS_DEV_MAILBOX = '1';
const started = Date.now();
const status = run('pnpm', [...TASKS[task], ...process.argv.slice(3)], { env });
if (task === 'test') {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`[trellis] npm test ${status === 0 ? 'passed' : 'failed'} in ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
}
process.exit(status);
