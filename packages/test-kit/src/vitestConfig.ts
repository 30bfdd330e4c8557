import { fileURLToPath } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * What a console.error or console.warn during a test does: `fail` fails the test that wrote it; `print` only
 * shows it, for a suite whose screens still write warnings that are yet to be fixed.
 */
export type ConsoleWarnings = 'fail' | 'print';

/**
 * vitest settings of an app's screen tests: jsdom, the shared setup file, and
 * one real API server started for the run (its URL is `inject('apiUrl')`).
 */
export function appTestConfig({ consoleWarnings = 'fail' }: { consoleWarnings?: ConsoleWarnings } = {}): ViteUserConfig {
  return {
    test: {
      env: { TRELLIS_CONSOLE_WARNINGS: consoleWarnings },
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
