#!/usr/bin/env node
// Builds the shell and each remote whose inputs changed since its last build, and skips the rest, so that
// `npm start` on an unchanged checkout serves within seconds instead of rebuilding seven bundles.
// An app's inputs are its own files (not dist/ or node_modules/), the workspace packages every app builds
// against (packages/), and the lock file; their digest is kept in dist/.build-stamp after a successful build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteFolders } from '../packages/federation/descriptors.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
// The shell and every remote with a descriptor (remote.json).
const APPS = ['shell', ...remoteFolders(root)];
const SKIPPED = new Set(['dist', 'node_modules', '.turbo', 'coverage']);
const STAMP = '.build-stamp';

function filesUnder(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/** A digest of the files' paths and contents: the same inputs give the same digest on any machine. */
function digestOf(folders, extraFiles) {
  const hash = createHash('sha256');
  const files = [...folders.flatMap((folder) => filesUnder(join(root, folder))), ...extraFiles.map((file) => join(root, file))];
  for (const file of files.sort()) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const shared = digestOf(['packages'], ['pnpm-lock.yaml', 'tsconfig.base.json']);
const changed = [];
for (const app of APPS) {
  const digest = createHash('sha256')
    .update(shared)
    .update(digestOf([app], []))
    .digest('hex');
  const stamp = join(root, app, 'dist', STAMP);
  const built = existsSync(stamp) && statSync(stamp).isFile() && readFileSync(stamp, 'utf8') === digest;
  if (!built) changed.push({ app, digest, stamp });
}

if (changed.length === 0) {
  console.log('[build] every bundle is up to date');
  process.exit(0);
}
console.log(`[build] building ${changed.map(({ app }) => app).join(', ')}`);
const filters = changed.flatMap(({ app }) => ['--filter', `./${app}`]);
const result = spawnSync('pnpm', ['--recursive', ...filters, '--workspace-concurrency=2', 'run', 'build'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
for (const { digest, stamp } of changed) writeFileSync(stamp, digest);
