import { create } from 'zustand';
import type { AppConfig } from '@trellis/contracts';
import { siteConfigEndpoints } from '@trellis/contracts/endpoints';
import { call, checkedAnswer } from '@trellis/platform/api-client';
import { QUERY_DEFAULTS } from '@trellis/contracts/constants';

type SiteState = { config: AppConfig | null; setConfig(config: AppConfig): void };

/** The site (brand, variant, theme, ui flags, options) of the host name the page was opened on. */
export const useSite = create<SiteState>()((set) => ({
  config: null,
  setConfig: (config) => set({ config }),
}));

const CACHE_KEY = 'trellis-app-config';

/**
 * Loads GET /app-config-group/ once per page and keeps it 30 minutes in
 * localStorage, keyed by host name.
 */
export async function loadAppConfig(): Promise<AppConfig> {
  const current = useSite.getState().config;
  if (current) return current;
  try {
    const cached = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as { host: string; at: number; config: unknown } | null;
    if (cached && cached.host === window.location.host && Date.now() - cached.at < QUERY_DEFAULTS.appConfigCacheMs) {
      // Checked as the answer it was, without waiting for zod in production (a mismatch is reported on the console).
      const config = await checkedAnswer(siteConfigEndpoints.appConfig, cached.config);
      useSite.getState().setConfig(config);
      return config;
    }
  } catch {
    localStorage.removeItem(CACHE_KEY);
  }
  const config = await call(siteConfigEndpoints.appConfig);
  localStorage.setItem(CACHE_KEY, JSON.stringify({ host: window.location.host, at: Date.now(), config }));
  useSite.getState().setConfig(config);
  return config;
}
