import { sql } from 'drizzle-orm';
import type { AdminMetrics } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';

type Counts = Omit<AdminMetrics, 'organization'>;

/**
 * The dashboard counts of one organization in one statement; jobs, resources and AI tools count across its whole
 * hierarchy (the organization and every group whose root it is), each through its (group, status) index.
 */
const metricCounts = perDatabase((db) => {
  const organization = sql.placeholder('organizationId');
  const hierarchy = sql`(select g.id from groups g where g.id = ${organization} or g.root_group_id = ${organization})`;
  const members = (status: 'accepted' | 'pending') =>
    sql`(select count(*)::int from memberships m where m.group_id = ${organization} and m.status = ${status})`;
  const pendingIn = (table: 'jobs' | 'resources' | 'ai_tools', statusColumn: 'job_status' | 'status') =>
    sql`(select count(*)::int from ${sql.identifier(table)} t where t.group_id in ${hierarchy} and t.${sql.identifier(statusColumn)} = 'pending')`;
  return db
    .select({
      counts: sql<Counts>`json_build_object(
        'total_members', ${members('accepted')},
        'total_circles', (select count(*)::int from groups c where c.root_group_id = ${organization} and c.group_type = 'circle'),
        'total_jobs', (select count(*)::int from jobs j where j.group_id in ${hierarchy}),
        'total_pending_members', ${members('pending')},
        'total_pending_jobs', ${pendingIn('jobs', 'job_status')},
        'total_pending_resources', ${pendingIn('resources', 'status')},
        'total_pending_ai_tools', ${pendingIn('ai_tools', 'status')}
      )`,
    })
    .from(sql`(select 1) as one`)
    .prepare('groups_admin_metrics');
});

/** The dashboard cards of one organization. */
export async function organizationMetrics(db: Database, organization: { id: number; name: string }): Promise<AdminMetrics> {
  const [row] = await metricCounts(db).execute({ organizationId: organization.id });
  return { organization, ...row!.counts };
}
