// Benchmark (not a test): what a first visit costs. For the signed-out /login
// and the signed-in /, prints the JavaScript bytes (gzip) and the requests of a
// cold load, and how many copies of each shared library the page ran.
// Run after a build: `npm run bench` (it builds first).
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../support/chromium.ts';
import { BENCH_PORT } from '../support/env.ts';
import { startPlatform } from '../support/platform.ts';
import { ACCOUNTS, signInPage } from '../support/accounts.ts';
import { installRendererProbe, manifestUrls, reactCopies, sharedCopies } from '../support/singletons.ts';

type Scenario = { label: string; path: string; account?: string; ready: (page: Page) => Promise<unknown> };

const SCENARIOS: Scenario[] = [
  {
    label: 'signed-out /login',
    path: '/login',
    ready: (page) =>
      page
        .getByRole('button', { name: /log ?in|sign ?in/i })
        .first()
        .waitFor(),
  },
  {
    label: 'signed-in /',
    path: '/',
    account: ACCOUNTS.member,
    ready: (page) => page.getByRole('navigation').first().waitFor(),
  },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

ensureChromium();
const platform = await startPlatform(BENCH_PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const scenario of SCENARIOS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await installRendererProbe(page);
    if (scenario.account) await signInPage(page, platform.url, scenario.account);
    let requests = 0;
    let scripts = 0;
    let gzipBytes = 0;
    let rawBytes = 0;
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      requests += 1;
      if (response.request().resourceType() !== 'script') return;
      scripts += 1;
      pending.push(
        response.body().then((body) => {
          rawBytes += body.length;
          gzipBytes += gzipSync(body).length;
        }),
      );
    });
    const started = performance.now();
    await page.goto(platform.url + scenario.path, { waitUntil: 'networkidle' });
    await scenario.ready(page);
    const elapsed = performance.now() - started;
    await Promise.all(pending);
    const copies = { ...(await sharedCopies(page, await manifestUrls(page))), ...(await reactCopies(page)) };
    console.log(`\n${scenario.label}`);
    console.log(`  requests: ${requests} (JavaScript: ${scripts})`);
    console.log(`  JavaScript: ${kb(gzipBytes)} gzip (${kb(rawBytes)} uncompressed)`);
    console.log(`  ready after: ${Math.round(elapsed)} ms`);
    console.log('  copies per shared library:');
    for (const [name, count] of Object.entries(copies).sort()) console.log(`    ${name}: ${count}`);
    await context.close();
  }
} finally {
  await browser.close();
  await platform.stop();
}
