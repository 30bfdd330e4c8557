import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './env.ts';

export { CHROMIUM_PATH };

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * Installs the Debian package that holds `path` when it is missing and we may (root with apt-get): `chromium` for the
 * browser, `chromium-headless-shell` for the headless shell.
 */
export function ensureChromium(path: string, debianPackage: 'chromium' | 'chromium-headless-shell') {
  if (existsSync(path)) return;
  if (userInfo().uid !== 0) throw new Error(`${path} not found; install Debian's ${debianPackage} package`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', debianPackage],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  if (!existsSync(path)) throw new Error(`Debian's ${debianPackage} package is installed, but ${path} is not there`);
}

/**
 * The browser the end-to-end tests drive: Chromium's headless shell, installed when missing and we may; Debian's
 * full Chromium, with a warning, when the shell cannot be had, so that a package mirror's hiccup costs speed, not
 * the run.
 */
function chooseTestBrowser(): string {
  try {
    ensureChromium(HEADLESS_SHELL_PATH, 'chromium-headless-shell');
    return HEADLESS_SHELL_PATH;
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : String(error)}: the tests drive ${CHROMIUM_PATH} instead`);
    ensureChromium(CHROMIUM_PATH, 'chromium');
    return CHROMIUM_PATH;
  }
}

/** The test browser, chosen once by the test runner: its workers load the configuration again and inherit the choice. */
export function testBrowserPath(): string {
  process.env.TRELLIS_TEST_BROWSER ??= chooseTestBrowser();
  return process.env.TRELLIS_TEST_BROWSER;
}
