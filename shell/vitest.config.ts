import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@trellis/shared/testing/vitest-setup'],
    // antd's first render in jsdom takes seconds on a small machine.
    testTimeout: 20_000,
  },
});
