// Carries out a plan of scripts/test-plan.mjs: the stages in order, each stage's steps in the order given, as many
// side by side as the stage has lanes.
//
// A lane takes the next step as soon as it is free. A stage that `overlaps` may start in a lane the stage before
// left free while that stage's last steps still run, so a core never waits for the slowest step of the stage before;
// any other stage starts when every step before it has ended. A stage of one lane that starts alone prints as it
// goes; every other step's output is held back and printed whole when the step ends, between two lines naming it,
// so side-by-side steps never interleave.
//
// Every step of a stage runs even after one of them fails, since the suites are independent and one run should show
// every failure; no step of a later stage starts after a failure, and a summary names every step with its verdict
// and time. A long log is often read from its end only: just above the summary, each failed step whose output was
// held shows again the lines that name its failures and the last lines it printed.
import { spawn } from 'node:child_process';

/**
 * @typedef {{ name: string, command: string, args: string[] }} Step
 * @typedef {{ name: string, lanes: number, overlaps?: boolean, steps: Step[] }} Stage
 * @typedef {{ name: string, status: number | null, ms: number }} StepResult status null: not run
 */

export const duration = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

const RECAP_TAIL_LINES = 40;
// The marks of a failure in the runners' reports: vitest and Playwright (FAIL, ×, ✘), node:test (✖, not ok).
const FAILURE_MARK = /(^|\s)(FAIL|×|✘|✖|not ok)\s/;
// eslint-disable-next-line no-control-regex -- colour codes are control characters by definition
const COLOUR_CODE = /\x1b\[[0-9;]*m/g;

/** The lines of a failed step's output that say what failed, then its last lines. */
export function failureRecap(output) {
  const lines = output.replace(COLOUR_CODE, '').trimEnd().split('\n');
  const marked = [...new Set(lines.filter((line) => FAILURE_MARK.test(line)).map((line) => line.trimEnd()))];
  return [...marked, '…', ...lines.slice(-RECAP_TAIL_LINES)].join('\n').trimEnd();
}

const verdict = (status) => (status === null ? 'not run' : status === 0 ? 'passed' : `FAILED (exit ${status})`);

/** Runs one step in `cwd`; with `held`, its output is collected instead of printed as it comes. */
function runStep(step, { cwd, held }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (held) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    let done = false;
    const finish = (status, error) => {
      if (done) return;
      done = true;
      const output = Buffer.concat(chunks).toString('utf8') + (error ? `${error.message}\n` : '');
      resolve({ name: step.name, status, ms: Date.now() - started, output });
    };
    child.on('error', (error) => finish(1, error));
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs the stages; answers whether every step passed and each step's result, in plan order.
 * @param {Stage[]} stages
 * @param {{ cwd: string, tag: string, write?: (text: string) => void }} options
 * @returns {Promise<{ passed: boolean, results: StepResult[] }>}
 */
export async function runStages(stages, { cwd, tag, write = (text) => process.stdout.write(text) }) {
  const laneCount = Math.max(1, ...stages.map((stage) => stage.lanes));
  const queue = stages.flatMap((stage, index) => stage.steps.map((step) => ({ step, stage: index })));
  const pending = stages.map((stage) => stage.steps.length);
  const running = stages.map(() => 0);
  const failed = stages.map(() => false);
  const startedAt = stages.map(() => 0);
  /** @type {Map<Step, StepResult & { output: string }>} */
  const outcomes = new Map();
  // A stage's steps are printed live only when nothing can run beside them: one lane, started alone, and no
  // overlapping stage after it that could start in the other lane.
  const live = stages.map((stage, index) => stage.lanes === 1 && !stage.overlaps && !stages[index + 1]?.overlaps);

  const totalRunning = () => running.reduce((sum, count) => sum + count, 0);
  const failedBefore = (index) => failed.slice(0, index).some(Boolean);
  const endedBefore = (index) => pending.slice(0, index).every((count) => count === 0);

  /** The next queued step that may start now, taken off the queue; undefined when none may. */
  function nextStep() {
    const next = queue[0];
    if (!next || totalRunning() >= laneCount) return undefined;
    const stage = stages[next.stage];
    if (running[next.stage] >= stage.lanes) return undefined;
    if (failedBefore(next.stage)) return undefined;
    if (!stage.overlaps && !endedBefore(next.stage)) return undefined;
    return queue.shift();
  }

  await new Promise((resolveAll) => {
    const fill = () => {
      for (let next = nextStep(); next; next = nextStep()) start(next);
      if (totalRunning() === 0) resolveAll();
    };
    const start = ({ step, stage }) => {
      if (!startedAt[stage]) {
        startedAt[stage] = Date.now();
        const lanes = stages[stage].lanes;
        write(`${tag} ${stages[stage].name}: ${lanes} lane${lanes === 1 ? '' : 's'} side by side\n`);
      }
      running[stage] += 1;
      const held = !live[stage];
      write(`${tag} ▶ ${step.name}: ${step.command} ${step.args.join(' ')}\n`);
      runStep(step, { cwd, held }).then((result) => {
        const line = `${tag} ── ${result.name}: ${verdict(result.status)} in ${duration(result.ms)}`;
        if (held) {
          const output = result.output.endsWith('\n') || result.output === '' ? result.output : `${result.output}\n`;
          write(`${line}, its output:\n${output}${tag} ── end of ${result.name}\n`);
        } else {
          write(`${line}\n`);
        }
        outcomes.set(step, { ...result, output: held ? result.output : '' });
        running[stage] -= 1;
        pending[stage] -= 1;
        if (result.status !== 0) failed[stage] = true;
        if (pending[stage] === 0) write(`${tag} ${stages[stage].name} took ${duration(Date.now() - startedAt[stage])}\n`);
        fill();
      });
    };
    fill();
  });

  const results = stages.flatMap((stage) =>
    stage.steps.map((step) => outcomes.get(step) ?? { name: step.name, status: null, ms: 0, output: '' }),
  );
  for (const result of results) {
    if (result.status && result.output) write(`\n${tag} ── ${result.name} failed:\n${failureRecap(result.output)}\n`);
  }
  write(`\n${tag} summary:\n`);
  for (const result of results) {
    write(`${tag}   ${verdict(result.status).padEnd(18)} ${duration(result.ms).padStart(10)}  ${result.name}\n`);
  }
  return {
    passed: results.every((result) => result.status === 0),
    results: results.map(({ name, status, ms }) => ({ name, status, ms })),
  };
}
