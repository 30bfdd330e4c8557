import { startPlatform } from './platform.ts';
import { ensureChromium } from './chromium.ts';
import { E2E_PORT } from '../playwright.config.ts';

/** Starts the built platform once for the whole run, as `npm start` would serve it. */
export default async function globalSetup() {
  ensureChromium();
  const platform = await startPlatform(E2E_PORT);
  return () => platform.stop();
}
