#!/usr/bin/env node
// `npm test` (through scripts/trellis.mjs, which prints the whole run's duration) and `npm run test:shuffled`.
//   node scripts/test-all.mjs                        every check and suite, then the end-to-end run (scripts/test-plan.mjs)
//   node scripts/test-all.mjs --shuffle [--seed N]   every suite once, its files and tests in an order drawn from the seed
//   node scripts/test-all.mjs --dry-run              prints the plan only
// Exits 1 when a step failed; scripts/run-stages.mjs says what runs after a failure and what is printed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { duration, runStages } from './run-stages.mjs';
import { randomSeed, testPlan } from './test-plan.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
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
const plan = testPlan(workspacePackages(), { seed });

if (process.argv.includes('--dry-run')) {
  for (const stage of plan) {
    console.log(`${stage.name}:`);
    stage.lanes.forEach((lane, index) => {
      console.log(`  lane ${index + 1}: ${lane.map((step) => `${step.name} (${step.command} ${step.args.join(' ')})`).join(' → ')}`);
    });
  }
  process.exit(0);
}

const repeat = seed === undefined ? '' : `seed ${seed}: \`npm run test:shuffled -- --seed ${seed}\` repeats this order`;
if (repeat) console.log(`${tag} ${repeat}`);
const started = Date.now();
const { passed } = await runStages(plan, { cwd: root, tag });
if (repeat) console.log(`${tag} ${repeat}`);
// `npm test` prints its own total through scripts/trellis.mjs; the shuffled run has no wrapper to do it.
if (shuffle) console.log(`${tag} ${passed ? 'passed' : 'failed'} in ${duration(Date.now() - started)}`);
process.exit(passed ? 0 : 1);
