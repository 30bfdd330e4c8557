import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { testPlan } from './test-plan.mjs';

const PACKAGES = [
  { name: '@trellis/api', folder: 'api', hasTest: true },
  { name: '@trellis/e2e', folder: 'e2e', hasTest: true },
  { name: '@trellis/mf-ai', folder: 'mf-ai', hasTest: true },
  { name: '@trellis/platform', folder: 'packages/platform', hasTest: true },
  { name: '@trellis/docs-only', folder: 'docs-only', hasTest: false },
];
const names = (lane) => lane.map((step) => step.name);

describe('the plan of npm test', () => {
  it('checks, then the suites, then the end-to-end run, each stage after the one before', () => {
    assert.deepEqual(
      testPlan(PACKAGES).map((stage) => stage.name),
      ['checks', 'suites', 'end to end'],
    );
  });

  it('runs the type-check beside lint, and the API suites beside every front-end suite', () => {
    const [checks, suites] = testPlan(PACKAGES);
    assert.deepEqual(checks.lanes.map(names), [['type-check'], ['lint', 'formatting', 'tool tests']]);
    assert.deepEqual(suites.lanes.map(names), [
      ['api tests', 'api tests on PostgreSQL', 'fault suite'],
      ['mf-ai tests', 'packages/platform tests'],
    ]);
  });

  it('type-checks one package at a time, since lint holds the other core', () => {
    const [checks] = testPlan(PACKAGES);
    assert.ok(checks.lanes[0][0].args.includes('--workspace-concurrency=1'));
  });

  it('leaves out packages without tests, and the end-to-end package from the suites', () => {
    const all = testPlan(PACKAGES).flatMap((stage) => stage.lanes.flat().map((step) => step.args.join(' ')));
    assert.ok(!all.some((args) => args.includes('docs-only')));
    assert.ok(!all.some((args) => args.includes('--filter @trellis/e2e')));
  });
});

describe('the shuffled plan', () => {
  it('runs every suite once, each in the order drawn from the same seed', () => {
    const plan = testPlan(PACKAGES, { seed: 42 });
    assert.equal(plan.length, 1);
    const steps = plan[0].lanes.flat();
    assert.deepEqual(
      steps.map((step) => step.name),
      ['tool tests (shuffled)', 'api tests (shuffled)', 'mf-ai tests (shuffled)', 'packages/platform tests (shuffled)'],
    );
    const vitest = steps.filter((step) => step.args.includes('vitest'));
    for (const step of vitest) assert.deepEqual(step.args.slice(-2), ['--sequence.shuffle', '--sequence.seed=42']);
    assert.ok(steps[0].args.includes('--test-randomize') && steps[0].args.includes('--test-random-seed=42'));
  });
});
