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
    const { passed, results, printed } = await run([{ name: 'one', lanes: [[node('a', '')], [node('b', '')]] }]);
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
    const { printed } = await run([{ name: 'one', lanes: [[slow], [fast]] }]);
    assert.match(printed, /fast: passed in \d+ s, its output:\nfast 1\nfast 2\n\[t\] ── end of fast\n/);
    assert.match(printed, /slow: passed in \d+ s, its output:\nslow 1\nslow 2\n\[t\] ── end of slow\n/);
  });

  it('recalls above the summary what a failed side-by-side step reported, however long its output', async () => {
    const noisy = node(
      'noisy',
      "console.log(' \\x1b[31mFAIL\\x1b[39m src/feed.test.tsx > feed > renews'); for (let i = 0; i < 500; i += 1) console.log('dom ' + i); process.exitCode = 1",
    );
    const { printed } = await run([{ name: 'one', lanes: [[noisy], [node('quiet', '')]] }]);
    const recap = printed.slice(printed.lastIndexOf('── end of'));
    assert.match(recap, /── noisy failed:\n FAIL src\/feed\.test\.tsx > feed > renews\n…\n(dom \d+\n){39}dom 499\n\n\[t\] summary:/);
    assert.doesNotMatch(recap, /quiet failed/);
  });

  it('fails on a failing step, runs the rest of its stage and starts no later stage', async () => {
    const { passed, results, printed } = await run([
      {
        name: 'one',
        lanes: [
          [node('broken', 'process.exit(3)'), node('after broken', '')],
          [node('beside', ''), node('beside 2', '')],
        ],
      },
      { name: 'two', lanes: [[node('later', '')]] },
    ]);
    assert.equal(passed, false);
    assert.deepEqual(
      results.map((result) => [result.name, result.status]),
      [
        ['broken', 3],
        ['after broken', 0],
        ['beside', 0],
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
      { name: 'one', lanes: [[{ name: 'missing', command: 'no-such-command-here', args: [] }], [node('other', '')]] },
    ]);
    assert.equal(passed, false);
    assert.match(printed, /missing: FAILED \(exit 1\).*\n.*ENOENT/);
  });
});
