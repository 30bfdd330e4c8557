import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { OrganizationSummary } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Organizations and institutions the user `userId` names belongs to or asked to join (rejected requests left out),
 * default first, then in the order they were joined, as a JSON array built in the database. `userId` is a
 * placeholder or a column of a statement with joins: drizzle leaves columns unqualified in a one-table statement,
 * where inside this subquery they would name its own tables' columns.
 */
export function userOrganizationsJson(userId: SQLWrapper): SQL<OrganizationSummary[]> {
  return sql<OrganizationSummary[]>`coalesce((select json_agg(json_build_object(
      'id', g.id,
      'name', g.name,
      'name_slug', g.name_slug,
      'logo', g.logo,
      'description', g.description,
      'domain', g.domain,
      'membership_type', m.membership_type,
      'membership_status', m.status,
      'role', m.role,
      'group_type', g.group_type,
      'root_group', g.root_group_id,
      'privacy', g.privacy,
      'publicity', g.publicity,
      'is_default', m.is_default
    ) order by m.is_default desc, m.created_at, m.id)
    from memberships m join groups g on g.id = m.group_id
    where m.user_id = ${userId} and m.status <> 'rejected' and g.group_type in ('organization', 'institution')), '[]'::json)`;
}

const userOrganizations = perDatabase((db) =>
  db
    .select({ organizations: userOrganizationsJson(sql.placeholder('userId')) })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('identity_user_organizations'),
);

export async function listUserOrganizations(db: Database, userId: number): Promise<OrganizationSummary[]> {
  const [row] = await userOrganizations(db).execute({ userId });
  return row?.organizations ?? [];
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
