import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Every file builds its own app on its own database, so files share nothing but the
    // module cache; reusing it skips loading fastify, drizzle and PGlite once per file.
    isolate: false,
    // A file's first step loads a database; PGlite can take several seconds on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
