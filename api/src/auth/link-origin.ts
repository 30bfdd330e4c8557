import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/connection.ts';
import { FALLBACK_HOST } from '../db/seed/demo-sites.ts';
import { findSite } from '../features/site-config/site-lookup.ts';
import type { AuthSettings } from './auth-settings.ts';

/**
 * The origin e-mailed links point at: TRELLIS_PUBLIC_URL, or else the host name of the site record the request is
 * for (the default site when no site claims its Host header) on the port this server is configured to listen on.
 * The Host header only chooses among the sites on record: neither its name nor its port ever ends up in a link, so a
 * forged header cannot send a reset or verification link to another server.
 */
export async function linkOrigin(db: Database, request: FastifyRequest, settings: Pick<AuthSettings, 'publicUrl' | 'sitePort'>) {
  const found = await findSite(db, request.headers.host);
  const brand = found?.site.brandName ?? 'Trellis';
  if (settings.publicUrl) return { origin: settings.publicUrl, brand };
  const port = settings.sitePort === 80 ? '' : `:${settings.sitePort}`;
  return { origin: `http://${found?.site.host ?? FALLBACK_HOST}${port}`, brand };
}
