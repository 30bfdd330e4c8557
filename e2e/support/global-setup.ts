import { startPlatform } from './platform.ts';
import { E2E_BASE_URL, E2E_PORT } from './env.ts';

/** Starts the built platform once for the whole run, as `npm start` would serve it. */
export default async function globalSetup() {
  // A platform that is already running (E2E_BASE_URL) is used as it is, for quick local runs.
  if (E2E_BASE_URL) return undefined;
  const platform = await startPlatform(E2E_PORT);
  return () => platform.stop();
}
