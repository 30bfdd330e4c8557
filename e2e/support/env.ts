/**
 * The variables the end-to-end tests and the first-load benchmark read. A value that is set but wrong stops the run
 * with a sentence naming it, rather than falling back to a port or a browser nobody chose.
 */
function port(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 65_535) throw new Error(`${name} must be a port number from 1 to 65535 (it is "${raw}").`);
  return value;
}

function url(name: string): string | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol))
    throw new Error(`${name} must be a URL such as http://localhost:3000 (it is "${raw}").`);
  return raw.replace(/\/+$/, '');
}

/** Port of the platform the end-to-end tests start (3199 unless set). */
export const E2E_PORT = port('E2E_PORT', 3199);
/** A running platform to test instead of starting one. */
export const E2E_BASE_URL = url('E2E_BASE_URL');
/** Port of the platform the first-load benchmark starts. */
export const BENCH_PORT = port('BENCH_PORT', 3198);
/**
 * Debian's Chromium, the browser the first-load benchmark measures pages in: Playwright's own downloads cannot be used
 * here.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell, which the end-to-end tests drive: the same engine without the full browser's
 * display and GPU processes, which ran the suite a quarter faster on two cores.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH?.trim() || '/usr/bin/chromium-headless-shell';
