#!/usr/bin/env node
// `npm test` (through scripts/trellis.mjs, which prints the whole run's duration) and `npm run test:shuffled`.
//   node scripts/test-all.mjs                        every check and suite, then the end-to-end run (scripts/test-plan.mjs)
//   node scripts/test-all.mjs --shuffle [--seed N]   every suite once, its files and tests in an order drawn from the seed
//   node scripts/test-all.mjs --dry-run              prints the plan only
// Exits 1 when a step failed; scripts/run-stages.mjs says what runs after a failure and what is printed.
// The suites run longest first: by the time each step took in this checkout's last run that passed it, kept in
// node_modules/, or else by the estimates checked in beside the plan (a clean checkout, such as CI's, has no record).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { duration, runStages } from './run-stages.mjs';
import { ESTIMATED_SECONDS, randomSeed, testPlan } from './test-plan.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const RECORDED = join(root, 'node_modules', '.trellis-test-seconds.json');
const shuffle = process.argv.includes('--shuffle');
const tag = shuffle ? '[test:shuffled]' : '[test]';

function option(name) {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** Every workspace package but the root, and whether it has a test script. */
function workspacePackages() {
  const result = spawnSync('pnpm', ['ls', '--recursive', '--depth', '-1', '--json'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pnpm ls failed: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout)
    .map((pkg) => {
      const manifest = JSON.parse(readFileSync(join(pkg.path, 'package.json'), 'utf8'));
      return { name: pkg.name, folder: relative(root, pkg.path), hasTest: Boolean(manifest.scripts?.test) };
    })
    .filter((pkg) => pkg.folder !== '');
}

const seedOption = option('--seed');
const seed = shuffle ? (seedOption === undefined ? randomSeed() : Number(seedOption)) : undefined;
if (seed !== undefined && !Number.isSafeInteger(seed)) {
  console.error(`${tag} --seed takes a whole number (it is "${seedOption}")`);
  process.exit(2);
}
/** Seconds by step name from this checkout's earlier runs; nothing when there were none or the record is unreadable. */
function recordedSeconds() {
  try {
    return existsSync(RECORDED) ? JSON.parse(readFileSync(RECORDED, 'utf8')) : {};
  } catch {
    return {};
  }
}

const recorded = recordedSeconds();
const plan = testPlan(workspacePackages(), { seed, seconds: { ...ESTIMATED_SECONDS, ...recorded } });

if (process.argv.includes('--dry-run')) {
  for (const stage of plan) {
    const when = stage.overlaps ? ', starting in the first lane the stage before leaves free' : '';
    console.log(`${stage.name} (${stage.lanes} lane${stage.lanes === 1 ? '' : 's'}${when}):`);
    for (const step of stage.steps) console.log(`  ${step.name} (${step.command} ${step.args.join(' ')})`);
  }
  process.exit(0);
}

const repeat = seed === undefined ? '' : `seed ${seed}: \`npm run test:shuffled -- --seed ${seed}\` repeats this order`;
if (repeat) console.log(`${tag} ${repeat}`);
const started = Date.now();
const { passed, results } = await runStages(plan, { cwd: root, tag });
// A shuffled run times each suite with other options, and a failed step may have stopped early: neither is recorded.
if (!shuffle) {
  const timed = results.filter((result) => result.status === 0).map((result) => [result.name, Math.round(result.ms / 1000)]);
  writeFileSync(RECORDED, `${JSON.stringify({ ...recorded, ...Object.fromEntries(timed) }, null, 2)}\n`);
}
if (repeat) console.log(`${tag} ${repeat}`);
// `npm test` prints its own total through scripts/trellis.mjs; the shuffled run has no wrapper to do it.
if (shuffle) console.log(`${tag} ${passed ? 'passed' : 'failed'} in ${duration(Date.now() - started)}`);
process.exit(passed ? 0 : 1);
