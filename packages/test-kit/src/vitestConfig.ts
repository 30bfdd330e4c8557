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
      /*
       * Test files share one worker's modules: each would otherwise load React, antd, the platform and every screen of
       * its app anew, which took longer than its tests. What a file leaves behind is undone after each test (rendered
       * screens, the session, the site's settings); each render gets a fresh SWR cache.
       */
      isolate: false,
      globalSetup: [here('./apiGlobalSetup.ts')],
      testTimeout: 20_000,
      hookTimeout: 60_000,
      /*
       * antd renders in zero-runtime mode, as in a bundled build, so its component CSS is not generated into the page.
       * jsdom matches every rule of the page's style sheets, one by one, on each getComputedStyle, and role queries and
       * user-event's pointer checks call it for every element and its ancestors: with antd's 3,500 rules in the page, a
       * screen test spent three quarters of its time there. The setup file puts in the few hundred that show or hide.
       */
      env: { TRELLIS_ANTD_STYLE_SHEETS: 'true' },
    },
  };
}
