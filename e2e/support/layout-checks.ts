import axe, { type RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

/** A defect the tour saw: where, and what. */
export type Finding = { where: string; what: string };

/** Overlays that must fit the screen when open: popovers, dropdowns, drawers, modals and the chat panel. */
const OVERLAYS = [
  '.ant-popover:not(.ant-popover-hidden)',
  '.ant-dropdown:not(.ant-dropdown-hidden)',
  '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
  '.ant-drawer-content-wrapper',
  '.ant-modal',
  '[role="dialog"][aria-label="Chat"]',
].join(', ');

/**
 * What a visitor would see as broken at the current size: the page scrolls sideways, a word or a text runs out of
 * its box or is broken in the middle of a word, or an open overlay reaches past the screen's edge.
 */
export async function layoutFindings(page: Page): Promise<string[]> {
  return page.evaluate((overlaySelector) => {
    const found: string[] = [];
    const width = window.innerWidth;
    const height = window.innerHeight;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      const label = element.getAttribute('aria-label');
      return `<${element.tagName.toLowerCase()}${label ? ` aria-label="${label}"` : ''}> "${text}"`;
    };
    const shown = (element: Element) => {
      if (element.closest('[hidden], [aria-hidden="true"], .ant-popover-hidden, .ant-dropdown-hidden, .ant-select-dropdown-hidden'))
        return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    /** Inside something that scrolls or clips on purpose (a table, a carousel, a text area), overflow is that box's business. */
    const insideScroller = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (['auto', 'scroll'].includes(style.overflowX)) return true;
        // antd's tab strip clips the tabs that do not fit and lists them in its "more" menu, so they stay reachable.
        if (node.classList.contains('ant-tabs-nav-wrap')) return true;
      }
      return false;
    };

    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
    }

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    let words = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent ?? '';
      if (!element || !text.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA'].includes(element.tagName) || !shown(element)) continue;
      // A word split over two lines: "Forgot passwo / rd". Each word is a range; two boxes for one word means a break inside it.
      const range = document.createRange();
      for (const match of text.matchAll(/\S+/g)) {
        if ((words += 1) > 5000) break;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1 && !match[0].includes('-')) found.push(`"${match[0]}" is broken across lines in ${describe(element)}`);
      }
      if (seen.has(element)) continue;
      seen.add(element);
      const style = getComputedStyle(element);
      const clipsOnPurpose =
        style.textOverflow === 'ellipsis' || ['auto', 'scroll'].includes(style.overflowX) || style.webkitLineClamp !== 'none';
      if (style.display !== 'inline' && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0 && !clipsOnPurpose) {
        found.push(`text runs out of its box (${element.scrollWidth} px in ${element.clientWidth} px): ${describe(element)}`);
      }
      const rect = element.getBoundingClientRect();
      if ((rect.right > width + 1 || rect.left < -1) && style.position !== 'fixed' && !insideScroller(element)) {
        found.push(`text reaches past the screen's edge (${Math.round(rect.left)} to ${Math.round(rect.right)} px): ${describe(element)}`);
      }
    }

    for (const overlay of document.querySelectorAll(overlaySelector)) {
      if (!shown(overlay)) continue;
      const rect = overlay.getBoundingClientRect();
      if (rect.left < -1 || rect.top < -1 || rect.right > width + 1 || rect.bottom > height + 1) {
        found.push(
          `an open overlay is not inside the screen (${Math.round(rect.left)},${Math.round(rect.top)} to ${Math.round(rect.right)},${Math.round(rect.bottom)}): ${describe(overlay)}`,
        );
      }
    }
    return found;
  }, OVERLAYS);
}

/**
 * Which of axe's rules to run: all of WCAG 2.1 A and AA, or only those a site's theme decides (the colours of text
 * and of links within text), for a page whose names, labels and structure were judged on another site already.
 */
export type AxeRules = 'all' | 'theme';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious and critical accessibility violations, one line per rule and element. axe is put into the document once
 * and run there: the tour moves between routes inside one document, and loading axe again for every page (and
 * finishing each run in a fresh tab, as the Playwright wrapper does) cost several times the run itself. Frames are
 * left out: the pages the tour opens have none of their own.
 */
export async function accessibilityFindings(page: Page, rules: AxeRules = 'all'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: RunOptions = {
    runOnly: rules === 'all' ? { type: 'tag', values: WCAG_TAGS } : { type: 'rule', values: THEME_RULES },
    resultTypes: ['violations'],
    iframes: false,
  };
  const violations = await page.evaluate(
    async (runOptions) => (await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions)).violations,
    options,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `axe ${violation.id} (${violation.impact}): ${node.target.join(' ')} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
      ),
    );
}

/** Internal links on the page: the shell's navigation, notifications and cards. */
export async function internalLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    // A download link hands over a file rather than opening a page of the platform.
    [...document.querySelectorAll('a[href]:not([download])')]
      .map((anchor) => new URL((anchor as HTMLAnchorElement).href, window.location.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname),
  );
}
