import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { OrganizationSummary } from '@trellis/shared/contracts';
import type { Database } from '../../db/connection.ts';
import { groups, memberships } from '../../db/schema/index.ts';

/** Organizations and institutions the user belongs to or asked to join (rejected requests left out), default first. */
export async function listUserOrganizations(db: Database, userId: number): Promise<OrganizationSummary[]> {
  const rows = await db
    .select({ group: groups, membership: memberships })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(
      and(eq(memberships.userId, userId), ne(memberships.status, 'rejected'), inArray(groups.groupType, ['organization', 'institution'])),
    )
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
  return rows
    .map(({ group, membership }): OrganizationSummary => ({
      id: group.id,
      name: group.name,
      name_slug: group.nameSlug,
      logo: group.logo,
      description: group.description,
      domain: group.domain,
      membership_type: membership.membershipType,
      membership_status: membership.status,
      role: membership.role,
      group_type: group.groupType,
      root_group: group.rootGroupId,
      privacy: group.privacy,
      publicity: group.publicity,
      is_default: membership.isDefault,
    }))
    .sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** The organization a request is about: the one asked for with current_org if the user belongs to it, else the default. */
export function pickCurrentOrganization(organizations: OrganizationSummary[], currentOrg: number | undefined): OrganizationSummary | null {
  return (
    organizations.find((org) => org.id === currentOrg) ??
    organizations.find((org) => org.is_default) ??
    organizations.find((org) => org.membership_status === 'accepted') ??
    null
  );
}
