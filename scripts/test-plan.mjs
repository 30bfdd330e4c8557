// What `npm test` runs and which parts run side by side; scripts/test-all.mjs carries the plan out.
//
// The machine the suites are sized for has two cores. Each vitest suite runs one worker there (vitest keeps a core
// for itself), and the front-end suites spend much of their time waiting on the API server they share, so two
// independent lanes keep both cores busy where one lane leaves one idle: the API suites beside the front-end suites,
// and the type-check beside lint. The bundles and the end-to-end suite need every core for themselves and come last.

/** The packages whose suites run in a lane of their own, beside every other package's suite. */
export const API_PACKAGE = '@trellis/api';
export const E2E_PACKAGE = '@trellis/e2e';

/**
 * @typedef {{ name: string, command: string, args: string[] }} Step
 * @typedef {{ name: string, lanes: Step[][] }} Stage
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

/**
 * The stages of a full run, in order. A stage's lanes run side by side; a lane's steps run one after another.
 * With a seed, only the suites run, each in an order drawn from it (`npm run test:shuffled`): the checks, the
 * PostgreSQL and fault runs, the bundles and the end-to-end suite have no order to shuffle or repeat the same tests.
 * @param {WorkspacePackage[]} packages every workspace package but the root
 * @param {{ seed?: number }} [options]
 * @returns {Stage[]}
 */
export function testPlan(packages, { seed } = {}) {
  const tested = packages.filter((pkg) => pkg.hasTest);
  const api = tested.find((pkg) => pkg.name === API_PACKAGE);
  const frontEnd = tested.filter((pkg) => pkg.name !== API_PACKAGE && pkg.name !== E2E_PACKAGE);
  const apiLane = api ? [packageSuite(api, seed)] : [];
  const frontEndLane = frontEnd.map((pkg) => packageSuite(pkg, seed));

  if (seed !== undefined) {
    return [{ name: 'suites, shuffled', lanes: [[toolTests(seed), ...apiLane], frontEndLane] }];
  }
  return [
    {
      name: 'checks',
      lanes: [
        [step('type-check', 'pnpm', ['--recursive', '--workspace-concurrency=1', 'run', 'typecheck'])],
        [
          step('lint', 'pnpm', ['exec', 'eslint', '.']),
          step('formatting', 'pnpm', ['exec', 'prettier', '--check', '.']),
          toolTests(undefined),
        ],
      ],
    },
    {
      name: 'suites',
      lanes: [
        [
          ...apiLane,
          step('api tests on PostgreSQL', 'pnpm', ['run', 'test:api:postgres']),
          step('fault suite', 'pnpm', ['run', 'test:faults']),
        ],
        frontEndLane,
      ],
    },
    {
      name: 'end to end',
      lanes: [[step('bundles', 'node', ['scripts/build-changed.mjs']), step('end-to-end tests', 'pnpm', ['run', 'test:e2e'])]],
    },
  ];
}
