import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findSite } from './site-lookup.ts';

/** The shell's own icon, for a site without a logo. */
const DEFAULT_ICON = '/favicon.svg';

/**
 * /favicon.ico, which browsers and crawlers ask for whatever a page declares: the site's logo, so each site shows
 * its own brand in tabs and bookmarks too.
 */
export const faviconRoute: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get('/favicon.ico', { schema: { hide: true } }, async (request, reply) => {
    const found = await findSite(db, request.headers.host);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'Host')
      .redirect(found?.site.logo ?? DEFAULT_ICON, 302);
  });
};
