import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_PATH } from '../support/chromium.ts';

export type LighthouseFigures = { score: number; lcp: number; tbt: number; cls: number };

/**
 * Lighthouse's performance category for one URL, with its default mobile
 * settings (a mid-range phone on a slow 4G link, simulated) or its desktop ones,
 * in a Chromium of its own. With `scriptsBlocked`, every script request fails: what is
 * left is the cost of the browser, the page's markup and its headers on this machine.
 */
export async function runLighthouse(url: string, formFactor: 'mobile' | 'desktop', scriptsBlocked = false): Promise<LighthouseFigures> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        blockedUrlPatterns: scriptsBlocked ? ['*.js'] : null,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      score: (categories.performance?.score ?? 0) * 100,
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/** Runs of each page and form factor: Lighthouse's own advice for figures that vary from run to run. */
export const LIGHTHOUSE_RUNS = 3;

/** The run with the median performance score of `LIGHTHOUSE_RUNS` runs, each in a fresh browser. */
export async function runLighthouseMedian(
  url: string,
  formFactor: 'mobile' | 'desktop',
  scriptsBlocked = false,
): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await runLighthouse(url, formFactor, scriptsBlocked));
  runs.sort((a, b) => a.score - b.score);
  return runs[Math.floor(runs.length / 2)]!;
}
