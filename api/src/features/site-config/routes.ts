import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfigEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { OPTIONS } from './options.ts';
import { findSiteAndPlans } from './site-lookup.ts';
import { siteLogoRoutes } from './site-logos.ts';

/** Clients keep the app config 30 minutes; shared caches may too. */
const CACHE_CONTROL = 'public, max-age=1800';

export const siteConfigRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  await app.register(siteLogoRoutes);
  route(app, siteConfigEndpoints.options, {}, async (_request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return OPTIONS;
  });

  route(app, siteConfigEndpoints.appConfig, {}, async (request, reply) => {
    const found = await findSiteAndPlans(db, request.headers.host);
    if (!found) throw notFound();
    const { site, organization, hasPlans } = found;
    reply.header('cache-control', CACHE_CONTROL).header('vary', 'Host');
    return {
      site: {
        host: site.host,
        brand_name: site.brandName,
        logo: site.logo,
        logo_alt: site.logo ? `${site.brandName} logo` : null,
        variant: site.variant,
        default_organization: organization,
        show_powered_by: site.showPoweredBy,
      },
      options: OPTIONS,
      ui: { ...site.ui, landing_page_content: site.landingContent, theme: site.theme },
      ama_user_default_prompts: site.amaDefaultPrompts,
      has_subscription_plans: hasPlans,
      has_google_classroom: config.googleClassroom !== null,
    };
  });
};
