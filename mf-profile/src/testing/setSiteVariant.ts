import { call } from '@trellis/platform/api-client';
import type { SiteVariant } from '@trellis/contracts';
import { siteConfigEndpoints } from '@trellis/contracts/endpoints';
import { useSite } from '@trellis/platform/site';

/** The test server answers one host, so a test reads its config and plays another variant's site with it. */
export async function setSiteVariant(variant: SiteVariant) {
  const config = await call(siteConfigEndpoints.appConfig);
  useSite.getState().setConfig({ ...config, site: { ...config.site, variant } });
}
