import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX, PATHS } from '@trellis/contracts';
import { siteConfigEndpoints } from '@trellis/contracts/endpoints';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';

/** The logos the platform ships for its sites, kept beside the code rather than among members' uploads. */
const LOGO_FOLDER = fileURLToPath(new URL('../../../assets/site-logos/', import.meta.url));
const LOGO_NAME = /^[a-z0-9-]{1,40}\.svg$/;

/** Where a shipped logo is served, as a site record names it. */
export const siteLogoUrl = (file: string) => `${API_PREFIX}${PATHS.siteLogo(file)}`;

export const siteLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, siteConfigEndpoints.siteLogo, {}, async (request, reply) => {
    const { name } = request.params;
    if (!LOGO_NAME.test(name)) throw notFound();
    const path = join(LOGO_FOLDER, name);
    if (!(await stat(path).catch(() => null))?.isFile()) throw notFound();
    // An SVG opened on its own is a document: it gets no script and no access to the site's origin.
    return reply
      .header('content-type', 'image/svg+xml')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(path));
  });
};
