import type { Browser, Page } from '@playwright/test';

/** Lighthouse's mobile run slows the CPU 4× and counts the part of each main-thread task beyond 50 ms. */
const MOBILE_CPU_SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;
/** Loads of one page whose trace may lack a first contentful paint before the measure gives up. */
const LOADS_WITHOUT_PAINT_TOLERATED = 3;

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };

/**
 * The blocking time of a cold load, from the CPU time of the page's main-thread tasks rather than their wall time:
 * each task's CPU time (`tdur` in Chromium's trace) times Lighthouse's mobile slow-down, less 50 ms, summed over the
 * tasks after the first contentful paint. A busy machine stretches wall time (Lighthouse's own figure moves by a
 * second with the load of a shared machine) but hardly the CPU time a task needs, so this estimate compares builds.
 */
export async function measureBlocking(browser: Browser, url: string, ready: (page: Page) => Promise<unknown>): Promise<number> {
  // Now and then a trace holds no first contentful paint to count from (about one load in fifty): such a load is
  // measured again rather than ending the bench.
  for (let attempt = 1; ; attempt += 1) {
    const blocking = await blockingOfOneLoad(browser, url, ready);
    if (blocking !== null) return blocking;
    if (attempt === LOADS_WITHOUT_PAINT_TOLERATED) throw new Error(`no first contentful paint in ${attempt} traces of ${url}`);
  }
}

async function blockingOfOneLoad(browser: Browser, url: string, ready: (page: Page) => Promise<unknown>): Promise<number | null> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
    if (!paint) return null;
    const mainThread = traceEvents.find(
      (event) => event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain',
    );
    if (!mainThread) throw new Error(`no renderer main thread in the trace of ${url}`);
    return traceEvents
      .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && event.tid === mainThread.tid)
      .filter((task) => task.ts >= paint.ts)
      .reduce((sum, task) => {
        const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
        return sum + Math.max(0, cpuMs * MOBILE_CPU_SLOWDOWN - BLOCKING_AFTER_MS);
      }, 0);
  } finally {
    await context.close();
  }
}
