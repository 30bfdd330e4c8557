import { runFuzz } from './run-fuzz.ts';

/**
 * npm run fuzz [-- --cases N --seed S]: at least 10,000 generated bad requests and frames against a fresh server.
 * Prints what failed and exits 1 when anything did. A run is repeated exactly by giving its seed.
 */
function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? Number.NaN : Number(process.argv[index + 1]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const cases = option('cases', 10_000);
const seed = option('seed', Date.now() % 2_147_483_647);
const started = Date.now();
const report = await runFuzz({ cases, seed });
const sent = report.requests + report.frames;
for (const failure of report.failures.slice(0, 50)) console.log(`FAIL ${failure.request} -> ${failure.status}: ${failure.reason}`);
console.log(
  `fuzz: seed ${seed}, ${report.operations} operations, ${report.requests} requests and ${report.frames} socket frames in ${Math.round((Date.now() - started) / 1000)} s, slowest request ${Math.round(report.slowestMs)} ms`,
);
console.log(`${sent - report.failures.length} passed, ${report.failures.length} failed`);
process.exit(report.failures.length ? 1 : 0);
