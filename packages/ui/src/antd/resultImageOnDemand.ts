import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A stand-in for one of the drawings antd's Result shows for a 403, 404 or 500 status, loaded the first time one
 * renders. Result imports all three (about 10 KiB gzip) into the core module every page loads, while a page shows one
 * only when something is missing or refused. The drawing's box has a fixed size, so nothing moves when it arrives.
 */
export function resultImageOnDemand(load: () => Promise<{ default: ComponentType }>) {
  const Image = lazy(load);
  return function ResultImageOnDemand() {
    return createElement(Suspense, { fallback: null }, createElement(Image));
  };
}
