import { fileURLToPath } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * vitest settings of an app's screen tests: jsdom, the shared setup file (which fails a test that writes to the
 * console), and one real API server started for the run (its URL is `inject('apiUrl')`).
 */
export function appTestConfig(): ViteUserConfig {
  return {
    test: {
      environment: 'jsdom',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [here('./vitestSetup.ts')],
      globalSetup: [here('./apiGlobalSetup.ts')],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
}
