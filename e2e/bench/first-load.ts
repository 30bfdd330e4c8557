// Benchmark (not a test): what a first visit costs, each figure printed beside its goal.
// For the signed-out /login and the signed-in /: the JavaScript bytes (gzip) and requests
// of a cold load (all of it, and the part asked for before the screen was ready) and how
// many copies of each shared library the page ran; the largest paint of /login with the
// CPU slowed 4×; the main-thread blocking of /login and /signup estimated from CPU time;
// the layout shift of /login and /signup on a phone and a desktop;
// Lighthouse's mobile and desktop runs of /login and /signup, the median of three runs each,
// and the mobile run of each with its scripts blocked: the part of the score and the blocking
// time that the browser, the markup and the headers take on this machine, before any script.
// Run after a build: `npm run bench` (it builds first). It measures; it asserts nothing.
// TRELLIS_BENCH_PARTS picks some of its parts (`bytes`, `paint`, `lighthouse`, comma-separated; all by default), so a
// change to the bundles can be measured without the minutes of paint and Lighthouse runs.
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../support/chromium.ts';
import { BENCH_PORT } from '../support/env.ts';
import { startPlatform } from '../support/platform.ts';
import { ACCOUNTS, signInPage } from '../support/accounts.ts';
import { installRendererProbe, manifestUrls, reactCopies, sharedCopies } from '../support/singletons.ts';
import { recordFigures } from '../../scripts/bench-summary.mjs';
import { GOALS, line } from './goals.ts';
import { LIGHTHOUSE_RUNS, runLighthouseMedian } from './lighthouse.ts';
import { VIEWPORTS, measurePaint } from './paint.ts';
import { measureBlocking } from './blocking.ts';

type Scenario = { label: string; path: string; account?: string; goal: (typeof GOALS)['loginJs']; ready: (page: Page) => Promise<unknown> };

const loginReady = (page: Page) => page.getByRole('button', { name: 'Login', exact: true }).waitFor();
const signupReady = (page: Page) => page.getByRole('button', { name: 'Sign up', exact: true }).waitFor();

const SCENARIOS: Scenario[] = [
  { label: 'signed-out /login', path: '/login', goal: GOALS.loginJs, ready: loginReady },
  {
    label: 'signed-in /',
    path: '/',
    account: ACCOUNTS.member,
    goal: GOALS.homeJs,
    ready: (page) => page.getByRole('navigation').first().waitFor(),
  },
];

const SIGNED_OUT_PAGES = [
  { path: '/login', ready: loginReady },
  { path: '/signup', ready: signupReady },
];

/** Lighthouse's median run, or figures of nothing (printed as such) when Lighthouse could not measure the page. */
const lighthouseOrNothing = (...args: Parameters<typeof runLighthouseMedian>) =>
  runLighthouseMedian(...args).catch((error: unknown) => {
    console.error(String(error));
    return { score: Number.NaN, lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN };
  });

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const PARTS = ['bytes', 'paint', 'lighthouse'] as const;
const chosen = (process.env.TRELLIS_BENCH_PARTS ?? PARTS.join(',')).split(',').map((part) => part.trim());
for (const part of chosen) {
  if (!(PARTS as readonly string[]).includes(part))
    throw new Error(`TRELLIS_BENCH_PARTS names ${part}; the parts are ${PARTS.join(', ')}.`);
}
const runs = (part: (typeof PARTS)[number]) => chosen.includes(part);

ensureChromium(CHROMIUM_PATH, 'chromium');
const platform = await startPlatform(BENCH_PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const summary: string[] = [];
try {
  for (const scenario of runs('bytes') ? SCENARIOS : []) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await installRendererProbe(page);
    if (scenario.account) await signInPage(page, platform.url, scenario.account);
    let requests = 0;
    let scripts = 0;
    let gzipBytes = 0;
    let rawBytes = 0;
    // Scripts asked for before the screen was ready: the start-up path. What comes after (answer checks loaded
    // once the page is idle, screens preloaded) still counts in the cold total.
    let ready = false;
    let startUpGzipBytes = 0;
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      requests += 1;
      if (response.request().resourceType() !== 'script') return;
      scripts += 1;
      const startUp = !ready;
      pending.push(
        response.body().then((body) => {
          const gzip = gzipSync(body).length;
          rawBytes += body.length;
          gzipBytes += gzip;
          if (startUp) startUpGzipBytes += gzip;
        }),
      );
    });
    const started = performance.now();
    await page.goto(platform.url + scenario.path, { waitUntil: 'commit' });
    await scenario.ready(page);
    ready = true;
    const elapsed = performance.now() - started;
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const copies = { ...(await sharedCopies(page, await manifestUrls(page))), ...(await reactCopies(page)) };
    console.log(`\n${scenario.label}`);
    console.log(`  requests: ${requests} (JavaScript: ${scripts})`);
    console.log(`  JavaScript: ${kib(gzipBytes)} gzip (${kib(rawBytes)} uncompressed)`);
    console.log(`  of which before the screen was ready: ${kib(startUpGzipBytes)} gzip`);
    console.log(`  ready after: ${Math.round(elapsed)} ms`);
    console.log('  copies per shared library:');
    for (const [name, count] of Object.entries(copies).sort()) console.log(`    ${name}: ${count}`);
    summary.push(line(scenario.goal, gzipBytes));
    summary.push(line(scenario.goal, startUpGzipBytes, `${scenario.label}: JavaScript before the screen is ready, gzip`));
    summary.push(line(GOALS.copies, Math.max(...Object.values(copies)), `${scenario.label}: most copies of one shared library`));
    await context.close();
  }

  if (runs('paint')) {
    // The median of three cold loads: on a shared machine one load can stall for reasons of its own.
    const slowPaints: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const { lcp } = await measurePaint(browser, `${platform.url}/login`, {
        viewport: VIEWPORTS.desktop,
        cpuSlowdown: 4,
        ready: loginReady,
      });
      slowPaints.push(lcp);
    }
    summary.push(line(GOALS.loginLcpSlowCpu, slowPaints.sort((a, b) => a - b)[1]!, `${GOALS.loginLcpSlowCpu.figure} (median of 3)`));

    for (const { path, ready } of SIGNED_OUT_PAGES) {
      // The median of three, as for the paint above.
      const blocking: number[] = [];
      for (let run = 0; run < 3; run += 1) blocking.push(await measureBlocking(browser, platform.url + path, ready));
      summary.push(line(GOALS.blockingCpu, blocking.sort((a, b) => a - b)[1]!, `${path} ${GOALS.blockingCpu.figure} (median of 3)`));
      for (const [device, viewport] of Object.entries(VIEWPORTS)) {
        const { cls } = await measurePaint(browser, platform.url + path, { viewport, ready });
        summary.push(line(GOALS.cls, cls, `${path} layout shift, ${device}`));
      }
    }
  }
} finally {
  await browser.close();
}

try {
  for (const formFactor of runs('lighthouse') ? (['mobile', 'desktop'] as const) : []) {
    for (const { path } of SIGNED_OUT_PAGES) {
      const figures = await lighthouseOrNothing(platform.url + path, formFactor);
      // The table's goals are set for the mobile run; the desktop figures are printed for comparison.
      const mobile = formFactor === 'mobile';
      const run = `Lighthouse ${formFactor} ${path} (median of ${LIGHTHOUSE_RUNS})`;
      summary.push(line(GOALS.lighthouseScore, figures.score, `${run}: performance score`, mobile));
      summary.push(line(GOALS.lighthouseLcp, figures.lcp, `${run}: largest paint`, false));
      summary.push(line(GOALS.lighthouseTbt, figures.tbt, `${run}: total blocking time`, mobile && path === '/login'));
      summary.push(line(GOALS.cls, figures.cls, `${run}: layout shift`));
      if (!mobile) continue;
      const floor = await lighthouseOrNothing(platform.url + path, formFactor, true);
      const reference = `Lighthouse mobile ${path}, scripts blocked (median of ${LIGHTHOUSE_RUNS})`;
      summary.push(line(GOALS.lighthouseScore, floor.score, `${reference}: performance score`, false));
      summary.push(line(GOALS.lighthouseTbt, floor.tbt, `${reference}: total blocking time`, false));
    }
  }
} finally {
  await platform.stop();
}

console.log('\nfront-end figures and their goals');
for (const row of summary) console.log(row);
recordFigures('Front end', summary);
