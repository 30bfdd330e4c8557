import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file owns a database; PGlite start-up and the first snapshot can take several seconds on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
