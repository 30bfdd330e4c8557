import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A stand-in for antd's unique tooltip provider that loads the real one the first time it renders. Until then it shows
 * its children alone, which is what the provider shows too, so nothing on the page moves when the real one takes over.
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
