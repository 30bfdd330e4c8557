import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { preloadScreens } from '@trellis/shared/remote';

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

// Screens wait on a real API server, often on a busy machine: findBy and waitFor get 10 s, not 1 s.
configure({ asyncUtilTimeout: 10_000 });

// Routes load their screens lazily; fetched ahead, a screen renders as soon as its test renders it.
beforeEach(() => preloadScreens());
afterEach(() => cleanup());
