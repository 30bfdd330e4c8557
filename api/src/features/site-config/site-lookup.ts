import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { groups, sites } from '../../db/schema/index.ts';
import { FALLBACK_HOST } from '../../db/seed/demo-sites.ts';

/** "Acme.localhost:3000" -> "acme.localhost"; IPv6 literals keep their brackets. */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

/** The site of a host name, falling back to the localhost site for names no site claims. */
export async function findSite(db: Database, hostHeader: string | undefined) {
  const host = hostName(hostHeader);
  const rows = await db
    .select({
      site: sites,
      organization: { id: groups.id, name: groups.name, name_slug: groups.nameSlug, classroom_access: groups.classroomAccess },
    })
    .from(sites)
    .leftJoin(groups, eq(groups.id, sites.defaultOrganizationId))
    .where(inArray(sites.host, [host, FALLBACK_HOST]));
  return rows.find((row) => row.site.host === host) ?? rows.find((row) => row.site.host === FALLBACK_HOST) ?? null;
}
