import { describe, expect, it } from 'vitest';
import { runFuzz } from '../../fuzz/run-fuzz.ts';

describe('bounded fuzz run', () => {
  // The full run (npm run fuzz) sends 10,000 and more with a new seed each time; this one repeats the same cases.
  it(
    'answers 3,000 generated bad requests and frames without a 5xx, a slow answer or a shape outside the error shapes',
    { timeout: 240_000 },
    async () => {
      const report = await runFuzz({ cases: 3000, seed: 20261125 });
      expect(report.operations).toBeGreaterThan(40);
      expect(report.failures).toEqual([]);
    },
  );
});
