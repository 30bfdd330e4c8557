import { App, ConfigProvider } from '@trellis/ui/antd';
import { useEffect, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@trellis/platform/api-client';
import { bus } from '@trellis/platform/events';
import { buildTheme } from '@trellis/ui/theme';
import type { ThemeColours } from '@trellis/contracts';

/**
 * What every React root renders around its screens: antd's ConfigProvider with
 * the site's theme, antd's App (so message, modal and notification see the theme),
 * and the SWR defaults.
 */
export function AppProviders({ colours, children }: { colours?: Partial<ThemeColours> | null; children: ReactNode }) {
  return (
    <ConfigProvider theme={buildTheme(colours)}>
      <App>
        <SWRConfig value={swrDefaults}>{children}</SWRConfig>
      </App>
    </ConfigProvider>
  );
}

/** Shows the bus's toast events with this root's themed message API. Render once per page (the shell does). */
export function BusToasts() {
  const { message } = App.useApp();
  useEffect(() => {
    const show = ({
      kind,
      content,
      durationSeconds,
    }: {
      kind: 'success' | 'error' | 'info' | 'warning';
      content: string;
      durationSeconds?: number;
    }) => {
      void message.open({ type: kind, content, duration: durationSeconds });
    };
    bus.on('toast', show);
    return () => bus.off('toast', show);
  }, [message]);
  return null;
}
