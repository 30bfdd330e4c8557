import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { E2E_BASE_URL, E2E_PORT } from './support/env.ts';

export { E2E_PORT };

/** The layout tour only looks: it signs in and opens pages, and changes nothing the user flows read. */
const LAYOUT_TOUR = 'layout-tour.spec.ts';
/** These point a remote of the running platform at another build for a while: every page that loads it sees that. */
const REMOTE_REGISTRY = ['redeploy.spec.ts', 'platform-version.spec.ts'];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  /*
   * The layout tour, the longest spec by far, runs in one worker while the user flows run one after another in the
   * other, so the two cores share the wait on the browser and the server. Each project keeps to one worker: its specs
   * use the same demo accounts and must not run beside each other. The specs that repoint a remote run last, alone.
   */
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    baseURL: E2E_BASE_URL ?? `http://localhost:${E2E_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'layout tour', testMatch: LAYOUT_TOUR, workers: 1 },
    { name: 'chromium', testIgnore: [LAYOUT_TOUR, ...REMOTE_REGISTRY], workers: 1 },
    { name: 'remote registry', testMatch: REMOTE_REGISTRY, workers: 1, dependencies: ['layout tour', 'chromium'] },
  ],
});
