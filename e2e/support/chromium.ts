import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { CHROMIUM_PATH } from './env.ts';

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

/** Installs Debian's chromium when it is missing and we may (root with apt-get). */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (userInfo().uid !== 0) throw new Error(`Chromium not found at ${CHROMIUM_PATH}; install Debian's chromium package`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}
