import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESTIMATED_SECONDS, testPlan } from './test-plan.mjs';

const PACKAGES = [
  { name: '@trellis/api', folder: 'api', hasTest: true },
  { name: '@trellis/e2e', folder: 'e2e', hasTest: true },
  { name: '@trellis/mf-ai', folder: 'mf-ai', hasTest: true },
  { name: '@trellis/platform', folder: 'packages/platform', hasTest: true },
  { name: '@trellis/docs-only', folder: 'docs-only', hasTest: false },
];
const names = (stage) => stage.steps.map((step) => step.name);

describe('the plan of npm test', () => {
  it('checks, then the suites and the bundles, each starting in a lane the stage before leaves free, then the end-to-end run alone', () => {
    assert.deepEqual(
      testPlan(PACKAGES).map((stage) => [stage.name, stage.lanes, Boolean(stage.overlaps)]),
      [
        ['checks', 2, false],
        ['suites', 2, true],
        ['bundles', 1, true],
        ['end to end', 1, false],
      ],
    );
  });

  it('runs the checks and the suites two at a time, longest first by the seconds on record', () => {
    const seconds = { 'type-check': 90, lint: 30, formatting: 15, 'tool tests': 5, 'api tests': 160, 'api tests on PostgreSQL': 230 };
    const [checks, suites] = testPlan(PACKAGES, {
      seconds: { ...seconds, 'fault suite': 70, 'mf-ai tests': 165, 'packages/platform tests': 15 },
    });
    assert.deepEqual(names(checks), ['type-check', 'lint', 'formatting', 'tool tests']);
    assert.deepEqual(names(suites), ['api tests on PostgreSQL', 'mf-ai tests', 'api tests', 'fault suite', 'packages/platform tests']);
  });

  it('takes a suite with no time on record for a middling one, and keeps the given order between equal times', () => {
    const [, suites] = testPlan(PACKAGES, { seconds: { 'api tests': 200, 'api tests on PostgreSQL': 10, 'fault suite': 10 } });
    assert.deepEqual(names(suites), ['api tests', 'mf-ai tests', 'packages/platform tests', 'api tests on PostgreSQL', 'fault suite']);
  });

  it('orders the suites by the estimates checked in beside the plan when given no times', () => {
    const [, suites] = testPlan(PACKAGES);
    const estimates = suites.steps.map((step) => ESTIMATED_SECONDS[step.name]);
    assert.ok(
      estimates.every((seconds) => typeof seconds === 'number'),
      'every suite has an estimate',
    );
    assert.deepEqual(
      estimates,
      [...estimates].sort((a, b) => b - a),
    );
  });

  it('type-checks one package at a time, since lint holds the other core', () => {
    const [checks] = testPlan(PACKAGES);
    assert.ok(checks.steps.find((step) => step.name === 'type-check').args.includes('--workspace-concurrency=1'));
  });

  it('leaves out packages without tests, and the end-to-end package from the suites', () => {
    const all = testPlan(PACKAGES).flatMap((stage) => stage.steps.map((step) => step.args.join(' ')));
    assert.ok(!all.some((args) => args.includes('docs-only')));
    assert.ok(!all.some((args) => args.includes('--filter @trellis/e2e')));
  });
});

describe('the shuffled plan', () => {
  it('runs every suite once, each in the order drawn from the same seed', () => {
    const plan = testPlan(PACKAGES, { seed: 42 });
    assert.equal(plan.length, 1);
    assert.equal(plan[0].lanes, 2);
    const steps = plan[0].steps;
    assert.deepEqual(
      steps.map((step) => step.name),
      ['api tests (shuffled)', 'mf-ai tests (shuffled)', 'packages/platform tests (shuffled)', 'tool tests (shuffled)'],
    );
    const vitest = steps.filter((step) => step.args.includes('vitest'));
    for (const step of vitest) assert.deepEqual(step.args.slice(-2), ['--sequence.shuffle', '--sequence.seed=42']);
    const tools = steps.find((step) => step.name === 'tool tests (shuffled)');
    assert.ok(tools.args.includes('--test-randomize') && tools.args.includes('--test-random-seed=42'));
  });
});
