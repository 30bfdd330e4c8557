import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { OrganizationBrief } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { groups } from '../../db/schema/index.ts';
import { findSite } from '../site-config/site-lookup.ts';
import { toBrief } from './organization-memberships.ts';

/**
 * The public organizations of a site: its default organization first, then
 * every organization or institution that names the site's host as its domain.
 */
export async function siteOrganizations(db: Database, host: string | undefined): Promise<OrganizationBrief[]> {
  const found = await findSite(db, host);
  if (!found) return [];
  const defaultId = found.organization?.id ?? null;
  const rows = await db
    .select()
    .from(groups)
    .where(
      and(
        eq(groups.privacy, 0),
        inArray(groups.groupType, ['organization', 'institution']),
        defaultId === null ? eq(groups.domain, found.site.host) : or(eq(groups.domain, found.site.host), eq(groups.id, defaultId)),
      ),
    )
    .orderBy(asc(groups.name), asc(groups.id));
  return rows.map(toBrief).sort((a, b) => Number(b.id === defaultId) - Number(a.id === defaultId));
}
