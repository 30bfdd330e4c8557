import type { Browser, Page } from '@playwright/test';

/** Phone and desktop viewports the layout is checked on. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

type PaintWindow = Window & { __trellisPaint?: { lcp: number; shifts: { value: number; time: number }[] } };

/** Records the largest contentful paint and every layout shift not caused by input, from the first byte on. */
async function installPaintProbe(page: Page) {
  await page.addInitScript(() => {
    const paint = { lcp: 0, shifts: [] as { value: number; time: number }[] };
    (window as PaintWindow).__trellisPaint = paint;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paint.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) paint.shifts.push({ value: entry.value, time: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Cumulative layout shift as browsers report it: the largest sum of shifts in a
 * session window (shifts less than 1 s apart, the window at most 5 s long).
 */
export function cumulativeLayoutShift(shifts: { value: number; time: number }[]) {
  let worst = 0;
  let current = 0;
  let windowStart = 0;
  let previous = -Infinity;
  for (const { value, time } of shifts) {
    if (time - previous > 1000 || time - windowStart > 5000) {
      current = 0;
      windowStart = time;
    }
    current += value;
    previous = time;
    worst = Math.max(worst, current);
  }
  return worst;
}

/**
 * A cold load of `url` in a fresh context: when `ready` resolves, and a second
 * later (time for late content to move the page), the largest paint in ms and the CLS.
 */
export async function measurePaint(
  browser: Browser,
  url: string,
  options: { viewport: { width: number; height: number }; cpuSlowdown?: number; ready: (page: Page) => Promise<unknown> },
) {
  const context = await browser.newContext({ viewport: options.viewport });
  try {
    const page = await context.newPage();
    await installPaintProbe(page);
    if (options.cpuSlowdown) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    }
    await page.goto(url);
    await options.ready(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const paint = await page.evaluate(() => (window as PaintWindow).__trellisPaint ?? { lcp: 0, shifts: [] });
    return { lcp: paint.lcp, cls: cumulativeLayoutShift(paint.shifts) };
  } finally {
    await context.close();
  }
}
