import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A stand-in for antd's Tooltip, Popover or unique tooltip provider that loads the real one the first time it renders.
 * Until then it shows its child alone, which is what a closed tooltip shows too, so nothing on the page moves when the
 * real one takes over.
 * Tooltips ride on the trigger and motion libraries (about 13 KiB gzip); the sign-in screens render Typography, Form
 * and Avatar, which import them for tooltips those screens never show.
 */
export function popupOnDemand<Props extends { children?: ReactNode }>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | null = null;
  const Deferred = lazy(async () => {
    const module = await load();
    loaded = module.default;
    return module;
  });
  return function PopupOnDemand(props: Props) {
    if (loaded) return createElement(loaded, props);
    return createElement(Suspense, { fallback: props.children }, createElement(Deferred, props));
  };
}
