// The benchmark's closing summary. `npm run bench` runs several scripts one after another, each printing its own
// figures as it goes; each also hands its figures with their goals to this file's `recordFigures`, which appends
// them to the file TRELLIS_BENCH_SUMMARY names, and scripts/bench-all.mjs prints that file once every part has run.
// Run alone, a part only prints its own figures.
import { appendFileSync } from 'node:fs';

/**
 * One line of the summary: the figure, its value, its goal and whether the value meets it (`meets` null: the
 * figure is printed for comparison and has no goal of its own).
 */
export function figureLine(label, value, goal, meets) {
  const verdict = meets === null ? '' : meets ? '  meets' : '  misses';
  return `  ${label.padEnd(58)} ${value.padStart(10)}   goal ${goal}${verdict}`;
}

/** Adds a titled block of summary lines for bench-all to print at the end; nothing when run outside it. */
export function recordFigures(title, lines) {
  const file = process.env.TRELLIS_BENCH_SUMMARY;
  if (!file || lines.length === 0) return;
  appendFileSync(file, `\n${title}\n${lines.join('\n')}\n`);
}
