import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runStages } from './run-stages.mjs';

const node = (name, code) => ({ name, command: process.execPath, args: ['-e', code] });

async function run(stages) {
  let printed = '';
  const outcome = await runStages(stages, { cwd: process.cwd(), tag: '[t]', write: (text) => (printed += text) });
  return { ...outcome, printed };
}

describe('running the stages', () => {
  it('passes when every step passes, and names each one in the summary', async () => {
    const { passed, results, printed } = await run([{ name: 'one', lanes: 2, steps: [node('a', ''), node('b', '')] }]);
    assert.equal(passed, true);
    assert.deepEqual(
      results.map((result) => [result.name, result.status]),
      [
        ['a', 0],
        ['b', 0],
      ],
    );
    assert.match(printed, /summary:\n.*passed .* a\n.*passed .* b\n/);
  });

  it('prints each step of side-by-side lanes whole, so their output never interleaves', async () => {
    const slow = node('slow', "console.log('slow 1'); setTimeout(() => console.log('slow 2'), 300)");
    const fast = node('fast', "console.log('fast 1'); console.error('fast 2')");
    const { printed } = await run([{ name: 'one', lanes: 2, steps: [slow, fast] }]);
    assert.match(printed, /fast: passed in \d+ s, its output:\nfast 1\nfast 2\n\[t\] ── end of fast\n/);
    assert.match(printed, /slow: passed in \d+ s, its output:\nslow 1\nslow 2\n\[t\] ── end of slow\n/);
  });

  it('recalls above the summary what a failed side-by-side step reported, however long its output', async () => {
    const noisy = node(
      'noisy',
      "console.log(' \\x1b[31mFAIL\\x1b[39m src/feed.test.tsx > feed > renews'); for (let i = 0; i < 500; i += 1) console.log('dom ' + i); process.exitCode = 1",
    );
    const { printed } = await run([{ name: 'one', lanes: 2, steps: [noisy, node('quiet', '')] }]);
    const recap = printed.slice(printed.lastIndexOf('── end of'));
    assert.match(recap, /── noisy failed:\n FAIL src\/feed\.test\.tsx > feed > renews\n…\n(dom \d+\n){39}dom 499\n\n\[t\] summary:/);
    assert.doesNotMatch(recap, /quiet failed/);
  });

  it('fails on a failing step, runs the rest of its stage and starts no later stage', async () => {
    const { passed, results, printed } = await run([
      {
        name: 'one',
        lanes: 2,
        steps: [node('broken', 'process.exit(3)'), node('beside', ''), node('after broken', ''), node('beside 2', '')],
      },
      { name: 'two', lanes: 1, steps: [node('later', '')] },
    ]);
    assert.equal(passed, false);
    assert.deepEqual(
      results.map((result) => [result.name, result.status]),
      [
        ['broken', 3],
        ['beside', 0],
        ['after broken', 0],
        ['beside 2', 0],
        ['later', null],
      ],
    );
    assert.match(printed, /FAILED \(exit 3\) .* broken\n/);
    assert.match(printed, /not run .* later\n/);
    assert.doesNotMatch(printed, /two: 1 lane/);
  });

  it('fails when a command cannot start, saying why', async () => {
    const { passed, printed } = await run([
      { name: 'one', lanes: 2, steps: [{ name: 'missing', command: 'no-such-command-here', args: [] }, node('other', '')] },
    ]);
    assert.equal(passed, false);
    assert.match(printed, /missing: FAILED \(exit 1\).*\n.*ENOENT/);
  });

  it('gives each step the first lane that is free, so a long step does not hold back the steps queued after it', async () => {
    const { printed } = await run([
      { name: 'one', lanes: 2, steps: [node('long', 'setTimeout(() => {}, 1500)'), node('short 1', ''), node('short 2', '')] },
    ]);
    assert.ok(printed.indexOf('▶ short 2') < printed.indexOf('── long:'), printed);
  });

  it('starts an overlapping stage in a lane the stage before left free, and any other stage after all before it', async () => {
    const { printed } = await run([
      { name: 'checks', lanes: 2, steps: [node('long check', 'setTimeout(() => {}, 1500)'), node('short check', '')] },
      { name: 'suites', lanes: 2, overlaps: true, steps: [node('suite', '')] },
      { name: 'end', lanes: 1, steps: [node('alone', '')] },
    ]);
    assert.ok(printed.indexOf('▶ suite') < printed.indexOf('── long check:'), printed);
    assert.ok(printed.indexOf('▶ alone') > printed.indexOf('── long check:'), printed);
    assert.match(printed, /suites: 2 lanes side by side\n/);
    // A stage of one lane that nothing runs beside prints as it goes, with no "its output" frame.
    assert.match(printed, /── alone: passed in \d+ s\n/);
  });

  it('lets an overlapping stage finish what it started when a step before it fails, and starts nothing more', async () => {
    const { passed, results } = await run([
      { name: 'checks', lanes: 2, steps: [node('broken check', 'setTimeout(() => process.exit(2), 600)'), node('quick check', '')] },
      { name: 'suites', lanes: 2, overlaps: true, steps: [node('first suite', 'setTimeout(() => {}, 1500)'), node('second suite', '')] },
    ]);
    assert.equal(passed, false);
    assert.deepEqual(
      results.map((result) => [result.name, result.status]),
      [
        ['broken check', 2],
        ['quick check', 0],
        ['first suite', 0],
        ['second suite', null],
      ],
    );
  });
});
