import { eq, sql } from 'drizzle-orm';
import { ADMIN_LEVEL_ROLES, type AdminMetrics } from '@trellis/contracts';
import { activeSessionOf } from '../../auth/request-user.ts';
import { perDatabase } from '../../db/prepared.ts';
import { groups, sessions, users } from '../../db/schema/index.ts';
import { siteOrganizationId } from '../identity/identity-read.ts';

type Counts = Omit<AdminMetrics, 'organization'>;

/**
 * The organization whose cards are asked for: `current_org`, else the reader's default organization, else, for
 * staff, the default organization of the request's site.
 */
const askedOrganization = sql`coalesce(
  ${sql.placeholder('currentOrg')}::int,
  (select m.group_id from memberships m where m.user_id = ${users.id} and m.is_default limit 1),
  case when ${users.isStaff} then ${siteOrganizationId} end)`;

/** Staff, or an accepted admin-level member of the organization. */
const administers = sql`(${users.isStaff} or exists (select 1 from memberships m
  where m.user_id = ${users.id} and m.group_id = ${groups.id} and m.status = 'accepted'
    and m.role in (${sql.join(
      ADMIN_LEVEL_ROLES.map((role) => sql`${role}`),
      sql`, `,
    )})))`;

/** The organization and every group whose root it is: jobs, resources and AI tools count across all of them. */
const hierarchy = sql`(select ${groups.id} union all select h.id from groups h where h.root_group_id = ${groups.id})`;
const members = (status: 'accepted' | 'pending') =>
  sql`coalesce((select c.members from group_member_counts c where c.group_id = ${groups.id} and c.status = ${status}), 0)`;
const pendingIn = (table: 'jobs' | 'resources' | 'ai_tools', statusColumn: 'job_status' | 'status') =>
  sql`(select count(*)::int from ${sql.identifier(table)} t where t.group_id in ${hierarchy} and t.${sql.identifier(statusColumn)} = 'pending')`;

/**
 * The dashboard cards with the session check, the choice of organization and the reader's right to see it, in one
 * statement: no row means the session ended; a row without an organization, that none was found; a row without
 * counts, that the reader does not administer it. Member totals are the rows `group_member_counts` keeps, so the
 * cards cost the same whatever the organization's size. Placeholders: `userId`, `sessionId`, `currentOrg` (or
 * null), `host` (the Host header's name).
 */
export const adminMetricsRead = perDatabase((db) =>
  db
    .select({
      organization: sql<{ id: number; name: string } | null>`case when ${groups.id} is not null
        then json_build_object('id', ${groups.id}, 'name', ${groups.name}) end`,
      counts: sql<Counts | null>`case when ${administers} then json_build_object(
        'total_members', ${members('accepted')},
        'total_circles', (select count(*)::int from groups c where c.root_group_id = ${groups.id} and c.group_type = 'circle'),
        'total_jobs', (select count(*)::int from jobs j where j.group_id in ${hierarchy}),
        'total_pending_members', ${members('pending')},
        'total_pending_jobs', ${pendingIn('jobs', 'job_status')},
        'total_pending_resources', ${pendingIn('resources', 'status')},
        'total_pending_ai_tools', ${pendingIn('ai_tools', 'status')}
      ) end`,
    })
    .from(users)
    .innerJoin(sessions, activeSessionOf())
    .leftJoin(groups, eq(groups.id, askedOrganization))
    .prepare('groups_admin_metrics'),
);
