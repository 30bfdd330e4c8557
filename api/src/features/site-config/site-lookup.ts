import { eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection.ts';
import { groups, sites, subscriptionPlans } from '../../db/schema/index.ts';
import { FALLBACK_HOST } from '../../db/seed/demo-sites.ts';

/** "Acme.localhost:3000" -> "acme.localhost"; IPv6 literals keep their brackets. */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

const siteColumns = {
  site: sites,
  organization: { id: groups.id, name: groups.name, name_slug: groups.nameSlug, classroom_access: groups.classroomAccess },
};

/** The rows of a host name's site and of the localhost site, with `columns` beside each. */
const siteRows = <C extends SelectedFields>(db: Database, host: string, columns: C) =>
  db
    .select({ ...siteColumns, ...columns })
    .from(sites)
    .leftJoin(groups, eq(groups.id, sites.defaultOrganizationId))
    .where(inArray(sites.host, [host, FALLBACK_HOST]));

/** The row of the host name's site, or else of the localhost site, which serves names no site claims. */
const ofHost = <R extends { site: { host: string } }>(rows: R[], host: string) =>
  rows.find((row) => row.site.host === host) ?? rows.find((row) => row.site.host === FALLBACK_HOST) ?? null;

/** The site of a host name, falling back to the localhost site for names no site claims. */
export async function findSite(db: Database, hostHeader: string | undefined) {
  const host = hostName(hostHeader);
  return ofHost(await siteRows(db, host, {}), host);
}

/** The site of a host name and whether any subscription plan is on sale, in one statement: GET /app-config-group/. */
export async function findSiteAndPlans(db: Database, hostHeader: string | undefined) {
  const host = hostName(hostHeader);
  const hasPlans = sql<boolean>`exists (select 1 from ${subscriptionPlans} where ${subscriptionPlans.isActive})`;
  return ofHost(await siteRows(db, host, { hasPlans }), host);
}
