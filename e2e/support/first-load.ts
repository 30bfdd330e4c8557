import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Counts the JavaScript a page downloads from now on, as gzip would send it: `total()` waits until the network has
 * settled and returns the bytes, so on a fresh browser context it is the page's cold first load.
 */
export function countScriptBytes(page: Page) {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  return {
    async total() {
      await page.waitForLoadState('networkidle');
      return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    },
  };
}
