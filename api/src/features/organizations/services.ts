import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Service } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { groups, memberships, sites } from '../../db/schema/index.ts';
import { hostName } from '../site-config/site-lookup.ts';
import { toBrief } from './organization-memberships.ts';

/**
 * Other white-label sites a user may join: each one's default organization, when public and not already joined (nor
 * asked for, nor refused).
 */
const joinable = perDatabase((db) =>
  db
    .select({ site: { host: sites.host, brandName: sites.brandName }, group: groups })
    .from(sites)
    .innerJoin(groups, eq(groups.id, sites.defaultOrganizationId))
    .leftJoin(memberships, and(eq(memberships.groupId, groups.id), eq(memberships.userId, sql.placeholder('userId'))))
    .where(and(ne(sites.host, sql.placeholder('host')), eq(groups.privacy, 0), isNull(memberships.id)))
    .orderBy(asc(sites.brandName), asc(sites.id))
    .prepare('organizations_joinable_services'),
);

export async function joinableServices(db: Database, userId: number, hostHeader: string | undefined): Promise<Service[]> {
  const rows = await joinable(db).execute({ userId, host: hostName(hostHeader) });
  return rows.map(({ site, group }) => ({ ...toBrief(group), domain: site.host, brand_name: site.brandName }));
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
