import { Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@trellis/platform/api-client';
import { bus } from '@trellis/platform/events';
import type { ThemeColours } from '@trellis/contracts';
import { LightTheme } from './LightTheme.tsx';
import { deferredModule } from './deferredPart.tsx';
import { AntdProvidedContext, SiteColoursContext } from './siteColours.ts';
import type { Toast } from './AntdProviders.tsx';

/** antd and its providers, fetched when a part of the page first shows an antd component. */
const useAntdProviders = deferredModule(() => import('./AntdProviders.tsx'));

function ScopedProviders({ children }: { children: ReactNode }) {
  const { AntdProviders } = useAntdProviders();
  return <AntdProviders colours={useContext(SiteColoursContext)}>{children}</AntdProviders>;
}

/**
 * Puts antd's providers, with the site's theme, around a part of the page that shows antd components, unless they are
 * already above it; `fallback` shows while antd arrives (the first time only). Under `AppProviders antd="on-demand"`
 * every part built on antd is wrapped in one, so a page that shows none (the sign-in screens) never loads antd.
 */
export function AntdScope({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  if (useContext(AntdProvidedContext)) return children;
  return (
    <Suspense fallback={fallback}>
      <ScopedProviders>{children}</ScopedProviders>
    </Suspense>
  );
}

/**
 * What every React root renders around its screens: the site's colours for the light components (and for antd's
 * providers), and the SWR defaults. antd's providers (its ConfigProvider with the site's theme and its App, for the
 * message, modal and notification hooks) are at the root by default, and the screens wait for antd to arrive; with
 * `antd="on-demand"` they come with each AntdScope below instead, for a root whose first screen shows no antd.
 */
export function AppProviders({
  colours,
  antd = 'root',
  children,
}: {
  colours?: Partial<ThemeColours> | null;
  antd?: 'root' | 'on-demand';
  children: ReactNode;
}) {
  return (
    <SiteColoursContext value={colours}>
      <LightTheme colours={colours}>
        <SWRConfig value={swrDefaults}>{antd === 'root' ? <AntdScope>{children}</AntdScope> : children}</SWRConfig>
      </LightTheme>
    </SiteColoursContext>
  );
}

function Toasts({ toasts, onShown }: { toasts: readonly Toast[]; onShown: (count: number) => void }) {
  const { ToastOutlet } = useAntdProviders();
  return <ToastOutlet toasts={toasts} onShown={onShown} />;
}

/**
 * Shows the bus's toast events with antd's themed message API. Render once per page (the shell does). antd is fetched
 * with the first toast, which waits for it; the outlet then stays, so the toasts on screen are not taken away.
 */
export function BusToasts() {
  const [toasts, setToasts] = useState<readonly Toast[] | null>(null);
  useEffect(() => {
    const add = (toast: Toast) => setToasts((waiting) => [...(waiting ?? []), toast]);
    bus.on('toast', add);
    return () => bus.off('toast', add);
  }, []);
  const onShown = useCallback((count: number) => setToasts((waiting) => waiting && waiting.slice(count)), []);
  if (!toasts) return null;
  return (
    <AntdScope>
      <Toasts toasts={toasts} onShown={onShown} />
    </AntdScope>
  );
}
