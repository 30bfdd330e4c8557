import { format } from 'node:util';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, inject } from 'vitest';
import { preloadParts } from '@trellis/ui';
import { preloadScreens } from '@trellis/ui/remote';

// antd reads these browser APIs, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// antd renders without generating its CSS (see vitestConfig.ts); these of its rules keep what it hides hidden. Test
// files that share a worker may share its page too, which needs them once.
if (!document.getElementById('antd-visibility')) {
  const antdVisibility = document.createElement('style');
  antdVisibility.id = 'antd-visibility';
  antdVisibility.textContent = inject('antdVisibilityCss');
  document.head.append(antdVisibility);
}

// Screens wait on a real API server, often on a busy machine: findBy and waitFor get 10 s, not 1 s.
configure({ asyncUtilTimeout: 10_000 });

/*
 * A warning is a defect the test did not look at: an update outside act() means an assertion may have run before the
 * screen settled, a prop or key warning means a broken render. Whatever a screen writes to console.error or
 * console.warn fails the test that caused it, and what comes after the last test fails the file.
 */
const warnings: string[] = [];
/*
 * antd's toasts close, its motions finish and its ellipsis measures itself on timers of its own, seconds after the
 * screen under test settled; those updates say nothing about the screen, and no test could await all of them.
 */
const ANTD_OWN_TIMERS =
  /^An update to (Notification|Notifications|NotificationList|CSSMotion|CSSMotionList|Portal|EllipsisMeasure) inside a test was not wrapped in act/;
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const text = format(...args);
    if (!ANTD_OWN_TIMERS.test(text)) warnings.push(`console.${level}: ${text}`);
    original(...args);
  };
}
function failOnWarnings() {
  const written = warnings.splice(0);
  if (!written.length) return;
  throw new Error(`The test wrote to the console:\n\n${written.join('\n\n')}`);
}

// Routes load their screens, and the kit its heavier parts, lazily; fetched ahead, they render as soon as a test renders them.
beforeEach(() => Promise.all([preloadScreens(), preloadParts()]));
afterEach(() => {
  cleanup();
  failOnWarnings();
});
afterAll(failOnWarnings);
