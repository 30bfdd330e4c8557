#!/usr/bin/env node
// `npm run bench`: builds what changed, then runs every part of the benchmark in turn (the front end's first load,
// the restart of `npm start`, the mixed load, the signed-in reads and the lists at scale, each on the embedded
// database and on PostgreSQL) and ends with one summary of every figure beside its goal. A part that fails is
// named in the summary and the run carries on with the next; the exit status says whether every part ran.
// It measures; it asserts nothing about the figures.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const PARTS = [
  { name: 'build', command: ['node', 'scripts/build-changed.mjs'] },
  { name: 'front end', command: ['node', 'e2e/bench/first-load.ts'] },
  { name: 'restart', command: ['pnpm', 'run', 'bench:restart'] },
  { name: 'mixed load', command: ['pnpm', 'run', 'bench:mixed-load'] },
  { name: 'reads and lists', command: ['pnpm', 'run', 'bench:api'] },
];

const scratch = mkdtempSync(join(tmpdir(), 'trellis-bench-'));
const summary = join(scratch, 'summary.txt');
const failed = [];
try {
  for (const part of PARTS) {
    console.log(`\n[bench] ${part.name}`);
    const result = spawnSync(part.command[0], part.command.slice(1), {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TRELLIS_BENCH_SUMMARY: summary },
    });
    if (result.status !== 0) failed.push(part.name);
    // Nothing can be measured on bundles that did not build.
    if (part.name === 'build' && result.status !== 0) break;
  }
  console.log('\n[bench] every figure beside its goal');
  try {
    console.log(readFileSync(summary, 'utf8'));
  } catch {
    console.log('  no figure was measured');
  }
  if (failed.length > 0) console.log(`[bench] these parts failed, their figures are missing: ${failed.join(', ')}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed.length === 0 ? 0 : 1);
