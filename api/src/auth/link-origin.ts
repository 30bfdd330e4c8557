import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/connection.ts';
import { findSite, hostName } from '../features/site-config/site-lookup.ts';

/**
 * The origin e-mailed links point at: TRELLIS_PUBLIC_URL, or the request's own
 * origin when its host is a site's. An unknown Host header falls back to the
 * default site, so a forged header cannot send a reset link to another server.
 */
export async function linkOrigin(db: Database, request: FastifyRequest, publicUrl: string | null) {
  const found = await findSite(db, request.headers.host);
  const brand = found?.site.brandName ?? 'Trellis';
  if (publicUrl) return { origin: publicUrl, brand };
  const host = request.headers.host ?? '';
  const name = hostName(host);
  const port = /:(\d{1,5})$/.exec(host)?.[1];
  const trusted = found && (found.site.host === name || name.endsWith('.localhost')) ? name : (found?.site.host ?? 'localhost');
  return { origin: `${request.protocol}://${trusted}${port ? `:${port}` : ''}`, brand };
}
