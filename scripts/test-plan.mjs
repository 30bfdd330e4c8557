// What `npm test` runs and which parts run side by side; scripts/test-all.mjs carries the plan out.
//
// The machine the suites are sized for has two cores. Each vitest suite runs one worker there (vitest keeps a core
// for itself), and the front-end suites spend much of their time waiting on the API server they start, so two lanes
// keep both cores busy where one lane leaves one idle: the type-check beside lint, then the suites two at a time.
// The suites are independent (each starts its own servers and databases on ports of its own), so they run longest
// first, each in whichever lane is free next: that way the two lanes end close together instead of one idling while
// the other works through a long tail. They begin as soon as a lane of the checks is free, and the bundles as soon as
// a lane of the suites is; the end-to-end suite needs every core and runs alone, last.
import { readFileSync } from 'node:fs';

/** How long each step took on the two-core machine CI runs on, in seconds: the order of the suites comes from it. */
export const ESTIMATED_SECONDS = JSON.parse(readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8'));
/** A step with no time on record yet is taken for a middling one. */
const UNKNOWN_SECONDS = 60;

/** The API package, whose suite runs again on PostgreSQL, and the end-to-end package, which runs last on the bundles. */
export const API_PACKAGE = '@trellis/api';
export const E2E_PACKAGE = '@trellis/e2e';

/**
 * @typedef {import('./run-stages.mjs').Step} Step
 * @typedef {import('./run-stages.mjs').Stage} Stage
 * @typedef {{ name: string, folder: string, hasTest: boolean }} WorkspacePackage
 */

const step = (name, command, args) => ({ name, command, args });

/** A whole number for `--sequence.seed` and `--test-random-seed`, printed so a failing order can be replayed. */
export function randomSeed() {
  return Math.floor(Math.random() * 2 ** 31);
}

/**
 * One package's suite. Shuffled, vitest runs its files and the tests inside each file in an order drawn from the
 * seed, so a test that only passes after another one fails there.
 * @param {WorkspacePackage} pkg
 * @param {number | undefined} seed
 */
function packageSuite(pkg, seed) {
  if (seed === undefined) return step(`${pkg.folder} tests`, 'pnpm', ['--filter', pkg.name, 'run', 'test']);
  return step(`${pkg.folder} tests (shuffled)`, 'pnpm', [
    '--filter',
    pkg.name,
    'exec',
    'vitest',
    'run',
    '--sequence.shuffle',
    `--sequence.seed=${seed}`,
  ]);
}

/** The tests of the lint rules and the scripts, on node's own runner. */
function toolTests(seed) {
  const order = seed === undefined ? [] : ['--test-randomize', `--test-random-seed=${seed}`];
  return step(seed === undefined ? 'tool tests' : 'tool tests (shuffled)', 'node', [
    '--test',
    ...order,
    'eslint/*.test.mjs',
    'scripts/*.test.mjs',
  ]);
}

/** The steps, longest first by the seconds on record for each (a shuffled step goes by its plain run's time). */
function longestFirst(steps, seconds) {
  const of = (step) => seconds[step.name.replace(/ \(shuffled\)$/, '')] ?? UNKNOWN_SECONDS;
  return steps
    .map((item, index) => ({ item, index }))
    .sort((a, b) => of(b.item) - of(a.item) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * The stages of a full run, in order. A stage's steps run as many side by side as it has lanes, in the order given.
 * With a seed, only the suites run, each in an order drawn from it (`npm run test:shuffled`): the checks, the
 * PostgreSQL and fault runs, the bundles and the end-to-end suite have no order to shuffle or repeat the same tests.
 * @param {WorkspacePackage[]} packages every workspace package but the root
 * @param {{ seed?: number, seconds?: Record<string, number> }} [options] seconds: each step's time on record by name,
 *   the estimates when not given
 * @returns {Stage[]}
 */
export function testPlan(packages, { seed, seconds = ESTIMATED_SECONDS } = {}) {
  const tested = packages.filter((pkg) => pkg.hasTest);
  const api = tested.find((pkg) => pkg.name === API_PACKAGE);
  const frontEnd = tested.filter((pkg) => pkg.name !== API_PACKAGE && pkg.name !== E2E_PACKAGE);
  const apiSuite = api ? [packageSuite(api, seed)] : [];
  const frontEndSuites = frontEnd.map((pkg) => packageSuite(pkg, seed));

  if (seed !== undefined) {
    return [{ name: 'suites, shuffled', lanes: 2, steps: longestFirst([toolTests(seed), ...apiSuite, ...frontEndSuites], seconds) }];
  }
  return [
    {
      name: 'checks',
      lanes: 2,
      steps: longestFirst(
        [
          step('type-check', 'pnpm', ['--recursive', '--workspace-concurrency=1', 'run', 'typecheck']),
          step('lint', 'pnpm', ['exec', 'eslint', '.']),
          step('formatting', 'pnpm', ['exec', 'prettier', '--check', '.']),
          toolTests(undefined),
        ],
        seconds,
      ),
    },
    {
      name: 'suites',
      lanes: 2,
      overlaps: true,
      steps: longestFirst(
        [
          ...apiSuite,
          step('api tests on PostgreSQL', 'pnpm', ['run', 'test:api:postgres']),
          step('fault suite', 'pnpm', ['run', 'test:faults']),
          ...frontEndSuites,
        ],
        seconds,
      ),
    },
    { name: 'bundles', lanes: 1, overlaps: true, steps: [step('bundles', 'node', ['scripts/build-changed.mjs'])] },
    { name: 'end to end', lanes: 1, steps: [step('end-to-end tests', 'pnpm', ['run', 'test:e2e'])] },
  ];
}
