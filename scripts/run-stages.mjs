// Carries out a plan of scripts/test-plan.mjs: the stages in order, the lanes of a stage side by side, the steps of a
// lane one after another.
//
// While two lanes run, each step's output is held back and printed whole when the step ends, between two lines
// naming it, so the lanes never interleave; a stage of one lane prints as it goes. Every step of a stage runs even
// after one fails, since the suites are independent and one run should show every failure; no stage starts after a
// failed one, and a summary names every step with its verdict and time.
//
// A long log is often read from its end only: just above the summary, each failed step whose output was held shows
// again the lines that name its failures and the last lines it printed.
import { spawn } from 'node:child_process';

/** @typedef {{ name: string, status: number | null, ms: number }} StepResult status null: not run */

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

async function runLane(lane, { cwd, held, tag, write }) {
  const results = [];
  for (const step of lane) {
    write(`${tag} ▶ ${step.name}: ${step.command} ${step.args.join(' ')}\n`);
    const result = await runStep(step, { cwd, held });
    const line = `${tag} ── ${result.name}: ${verdict(result.status)} in ${duration(result.ms)}`;
    if (held) {
      const output = result.output.endsWith('\n') || result.output === '' ? result.output : `${result.output}\n`;
      write(`${line}, its output:\n${output}${tag} ── end of ${result.name}\n`);
    } else {
      write(`${line}\n`);
    }
    results.push({ name: result.name, status: result.status, ms: result.ms, output: held ? result.output : '' });
  }
  return results;
}

/**
 * Runs the stages; answers whether every step passed and each step's result, in plan order.
 * @param {{ name: string, lanes: { name: string, command: string, args: string[] }[][] }[]} stages
 * @param {{ cwd: string, tag: string, write?: (text: string) => void }} options
 * @returns {Promise<{ passed: boolean, results: StepResult[] }>}
 */
export async function runStages(stages, { cwd, tag, write = (text) => process.stdout.write(text) }) {
  const results = [];
  let passed = true;
  for (const stage of stages) {
    const lanes = stage.lanes.filter((lane) => lane.length > 0);
    if (!passed) {
      results.push(...lanes.flat().map((step) => ({ name: step.name, status: null, ms: 0 })));
      continue;
    }
    const started = Date.now();
    write(`${tag} ${stage.name}: ${lanes.length} lane${lanes.length === 1 ? '' : 's'} side by side\n`);
    const held = lanes.length > 1;
    const stageResults = (await Promise.all(lanes.map((lane) => runLane(lane, { cwd, held, tag, write })))).flat();
    results.push(...stageResults);
    passed = stageResults.every((result) => result.status === 0);
    write(`${tag} ${stage.name} took ${duration(Date.now() - started)}\n`);
  }
  for (const result of results) {
    if (result.status && result.output) write(`\n${tag} ── ${result.name} failed:\n${failureRecap(result.output)}\n`);
  }
  write(`\n${tag} summary:\n`);
  for (const result of results) {
    write(`${tag}   ${verdict(result.status).padEnd(18)} ${duration(result.ms).padStart(10)}  ${result.name}\n`);
  }
  return { passed, results: results.map(({ name, status, ms }) => ({ name, status, ms })) };
}
