import { api } from '@trellis/platform/api-client';
import { AppConfig, PATHS, type SiteVariant } from '@trellis/contracts';
import { useSite } from '@trellis/platform/site';

/** The test server answers one host, so a test reads its config and plays another variant's site with it. */
export async function setSiteVariant(variant: SiteVariant) {
  const config = AppConfig.parse(await api.get(PATHS.appConfigGroup));
  useSite.getState().setConfig({ ...config, site: { ...config.site, variant } });
}
