import { createElement, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import * as React from 'react';
import singleSpaReact from 'single-spa-react';
import { AppProviders, CrashCard, ErrorBoundary } from '@trellis/ui';
import { useSite } from '@trellis/platform/site';

export type RemoteLifecycles = ReturnType<typeof singleSpaReact>;

function RemoteRoot({ Root }: { Root: ComponentType }) {
  const colours = useSite((state) => state.config?.ui.theme);
  return (
    <AppProviders colours={colours}>
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
 */
export function createLifecycles(Root: ComponentType): RemoteLifecycles {
  return singleSpaReact({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: () => createElement(RemoteRoot, { Root }),
    errorBoundary: () => createElement(CrashCard),
  });
}
