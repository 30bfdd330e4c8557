import { App, ConfigProvider } from '@trellis/ui/antd';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ThemeColours } from '@trellis/contracts';
import { buildTheme } from '@trellis/ui/theme';
import { AntdProvidedContext } from './siteColours.ts';

/** antd's ConfigProvider with the site's theme and antd's App, so message, modal and notification see the theme. */
export function AntdProviders({ colours, children }: { colours?: Partial<ThemeColours> | null; children: ReactNode }) {
  return (
    <ConfigProvider theme={buildTheme(colours)}>
      <App>
        <AntdProvidedContext value>{children}</AntdProvidedContext>
      </App>
    </ConfigProvider>
  );
}

export type Toast = { kind: 'success' | 'error' | 'info' | 'warning'; content: string; durationSeconds?: number };

/** Shows each toast handed to it once, with the themed message API, then reports how many it took. */
export function ToastOutlet({ toasts, onShown }: { toasts: readonly Toast[]; onShown: (count: number) => void }) {
  const { message } = App.useApp();
  // An effect may run twice for the same list (React's strict mode); a toast is still shown once.
  const shown = useRef(new WeakSet<Toast>());
  useEffect(() => {
    if (toasts.length === 0) return;
    for (const toast of toasts) {
      if (shown.current.has(toast)) continue;
      shown.current.add(toast);
      void message.open({ type: toast.kind, content: toast.content, duration: toast.durationSeconds });
    }
    onShown(toasts.length);
  }, [toasts, message, onShown]);
  return null;
}
