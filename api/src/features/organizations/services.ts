import { and, asc, eq, ne } from 'drizzle-orm';
import type { Service } from '@trellis/shared/contracts';
import type { Database } from '../../db/connection.ts';
import { groups, memberships, sites } from '../../db/schema/index.ts';
import { hostName } from '../site-config/site-lookup.ts';
import { toBrief } from './organization-memberships.ts';

/**
 * Other white-label sites a user may join: each one's default organization,
 * when public and not already joined (nor asked for, nor refused).
 */
export async function joinableServices(db: Database, userId: number, hostHeader: string | undefined): Promise<Service[]> {
  const rows = await db
    .select({ site: { host: sites.host, brandName: sites.brandName }, group: groups, membershipId: memberships.id })
    .from(sites)
    .innerJoin(groups, eq(groups.id, sites.defaultOrganizationId))
    .leftJoin(memberships, and(eq(memberships.groupId, groups.id), eq(memberships.userId, userId)))
    .where(and(ne(sites.host, hostName(hostHeader)), eq(groups.privacy, 0)))
    .orderBy(asc(sites.brandName), asc(sites.id));
  return rows
    .filter((row) => row.membershipId === null)
    .map(({ site, group }) => ({ ...toBrief(group), domain: site.host, brand_name: site.brandName }));
}

/** The site whose default organization is this group, if any. */
export async function serviceOf(db: Database, groupId: number) {
  const [row] = await db
    .select({ host: sites.host, brandName: sites.brandName, group: groups })
    .from(sites)
    .innerJoin(groups, eq(groups.id, sites.defaultOrganizationId))
    .where(eq(groups.id, groupId))
    .orderBy(asc(sites.id))
    .limit(1);
  return row ?? null;
}
