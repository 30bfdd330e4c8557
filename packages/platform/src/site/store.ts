import { create } from 'zustand';
import type { AppConfig } from '@trellis/contracts';
import { SITE_ELEMENT_ID } from '@trellis/contracts/remote-routing';
import { siteConfigEndpoints } from '@trellis/contracts/endpoints';
import { answerInPage, call, checkedAnswer } from '@trellis/platform/api-client';
import { QUERY_DEFAULTS } from '@trellis/contracts/constants';

type SiteState = { config: AppConfig | null; setConfig(config: AppConfig): void };

/** The site (brand, variant, theme, ui flags, options) of the host name the page was opened on. */
export const useSite = create<SiteState>()((set) => ({
  config: null,
  setConfig: (config) => set({ config }),
}));

const CACHE_KEY = 'trellis-app-config';

async function appConfigKept(): Promise<AppConfig | null> {
  try {
    const cached = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as { host: string; at: number; config: unknown } | null;
    if (cached && cached.host === window.location.host && Date.now() - cached.at < QUERY_DEFAULTS.appConfigCacheMs) {
      // Checked as the answer it was, without waiting for zod in production (a mismatch is reported on the console).
      return await checkedAnswer(siteConfigEndpoints.appConfig, cached.config);
    }
  } catch {
    localStorage.removeItem(CACHE_KEY);
  }
  return null;
}

/**
 * The site of this page: GET /app-config-group/'s answer, once per page. The page the server sends carries it; a page
 * without it reads the answer kept 30 minutes in localStorage (keyed by host name), else asks for it and keeps it.
 */
export async function loadAppConfig(): Promise<AppConfig> {
  const current = useSite.getState().config;
  if (current) return current;
  let config = (await answerInPage(siteConfigEndpoints.appConfig, SITE_ELEMENT_ID)) ?? (await appConfigKept());
  if (!config) {
    config = await call(siteConfigEndpoints.appConfig);
    localStorage.setItem(CACHE_KEY, JSON.stringify({ host: window.location.host, at: Date.now(), config }));
  }
  useSite.getState().setConfig(config);
  return config;
}
