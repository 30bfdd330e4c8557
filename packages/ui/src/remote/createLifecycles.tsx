import { createElement, startTransition, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import * as React from 'react';
import singleSpaReact from 'single-spa-react';
import { AppProviders, CrashCard, ErrorBoundary } from '@trellis/ui/root';
import { useSite } from '@trellis/platform/site';

export type RemoteLifecycles = ReturnType<typeof singleSpaReact>;

/** Where a remote's root puts antd's providers: at the root (its screens wait for antd), or on demand (see AntdScope). */
export type AntdPlacement = 'root' | 'on-demand';

function RemoteRoot({ Root, antd }: { Root: ComponentType; antd: AntdPlacement }) {
  const colours = useSite((state) => state.config?.ui.theme);
  return (
    <AppProviders colours={colours} antd={antd}>
      <ErrorBoundary>
        <Root />
      </ErrorBoundary>
    </AppProviders>
  );
}

/**
 * single-spa lifecycles for a remote's root component: its own React root with
 * the site's theme, and an error boundary so a throwing screen shows the crash
 * card in this area only. The shell passes the area's element as `domElement`.
 * The area's first render is a transition: React renders it in slices that yield
 * to the browser, rather than in one task that blocks input while antd builds the
 * screen's styles (what a phone spends most of a cold sign-in page on). A remote whose first screens show no antd
 * (the sign-in screens) passes `{ antd: 'on-demand' }` and wraps its antd screens in AntdScope.
 */
export function createLifecycles(Root: ComponentType, { antd = 'root' }: { antd?: AntdPlacement } = {}): RemoteLifecycles {
  const lifecycles: RemoteLifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: () => createElement(RemoteRoot, { Root, antd }),
    errorBoundary: () => createElement(CrashCard),
  });
  const mount: typeof lifecycles.mount = (props) => {
    let mounted!: ReturnType<typeof lifecycles.mount>;
    startTransition(() => {
      mounted = lifecycles.mount(props);
    });
    return mounted;
  };
  return { ...lifecycles, mount };
}
