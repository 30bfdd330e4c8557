import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testBrowserPath } from './support/chromium.ts';
import { E2E_BASE_URL, E2E_PORT } from './support/env.ts';

export { E2E_PORT };

const LAYOUT_TOUR = 'layout-tour.spec.ts';
/** These point a remote of the running platform at another build for a while: every page that loads it sees that. */
const REMOTE_REGISTRY = ['redeploy.spec.ts', 'platform-version.spec.ts'];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  /*
   * One worker: the specs share the demo accounts, and a flow that waits for a live update must not share the two
   * cores with the tour's five browser contexts (a run with the tour beside the flows missed a live update). The specs
   * that repoint a remote of the running platform, which every page then loads, run last.
   */
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    baseURL: E2E_BASE_URL ?? `http://localhost:${E2E_PORT}`,
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
    /*
     * Recording a trace screencasts and snapshots the page at every step, which took a quarter to a third of the
     * run's time, so only a failed test's retry is recorded (with CI set); `--trace on` records a local run.
     */
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'layout tour', testMatch: LAYOUT_TOUR },
    { name: 'chromium', testIgnore: [LAYOUT_TOUR, ...REMOTE_REGISTRY] },
    { name: 'remote registry', testMatch: REMOTE_REGISTRY, dependencies: ['layout tour', 'chromium'] },
  ],
});
