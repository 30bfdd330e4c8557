// The front-end figures the benchmark prints, each with the goal it is read against.
// The benchmark prints whether a figure meets its goal; it never fails on one.

import { figureLine } from '../../scripts/bench-summary.mjs';

export type Goal = { figure: string; goal: string; meets: (value: number) => boolean; format: (value: number) => string };

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const shift = (value: number) => value.toFixed(3);

export const GOALS = {
  loginJs: { figure: '/login first-load JavaScript, gzip, cold', goal: '≤ 250 kB', meets: (v) => v <= 250_000, format: kB },
  homeJs: { figure: 'signed-in / first-load JavaScript, gzip, cold', goal: '≤ 300 kB', meets: (v) => v <= 300_000, format: kB },
  loginLcpSlowCpu: { figure: '/login largest paint, 4× CPU slow-down', goal: '≤ 1.5 s', meets: (v) => v <= 1500, format: seconds },
  lighthouseScore: {
    figure: 'Lighthouse performance score',
    goal: '≥ 90 (mobile)',
    meets: (v) => v >= 90,
    format: (v) => String(Math.round(v)),
  },
  lighthouseLcp: { figure: 'Lighthouse largest paint', goal: 'no goal of its own', meets: () => true, format: seconds },
  lighthouseTbt: { figure: 'Lighthouse total blocking time', goal: '≤ 200 ms (mobile)', meets: (v) => v <= 200, format: ms },
  blockingCpu: {
    figure: 'blocking time, CPU time × 4 after first paint',
    goal: '≤ 200 ms (as Lighthouse mobile)',
    meets: (v) => v <= 200,
    format: ms,
  },
  cls: { figure: 'layout shift (CLS)', goal: '≤ 0.1', meets: (v) => v <= 0.1, format: shift },
  copies: { figure: 'copies of each shared library', goal: '= 1', meets: (v) => v === 1, format: String },
} satisfies Record<string, Goal>;

/** One printed line: the figure, its value, its goal and whether the value meets it. */
export function line(goal: Goal, value: number, label = goal.figure, applies = true) {
  return figureLine(label, goal.format(value), goal.goal, applies ? goal.meets(value) : null);
}
