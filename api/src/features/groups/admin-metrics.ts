import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { AdminMetrics } from '@trellis/shared/contracts';
import type { Database } from '../../db/connection.ts';
import { aiTools, groups, jobs, memberships, resources } from '../../db/schema/index.ts';

/** The dashboard cards of one organization; jobs, resources and AI tools count across its whole hierarchy. */
export async function organizationMetrics(db: Database, organization: { id: number; name: string }): Promise<AdminMetrics> {
  const hierarchy = db
    .select({ id: groups.id })
    .from(groups)
    .where(or(eq(groups.id, organization.id), eq(groups.rootGroupId, organization.id)));
  const countWhere = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const membersWith = (status: 'accepted' | 'pending') =>
    countWhere(
      db
        .select({ value: count() })
        .from(memberships)
        .where(and(eq(memberships.groupId, organization.id), eq(memberships.status, status))),
    );

  const [totalMembers, pendingMembers, totalCircles, totalJobs, pendingJobs, pendingResources, pendingAiTools] = await Promise.all([
    membersWith('accepted'),
    membersWith('pending'),
    countWhere(
      db
        .select({ value: count() })
        .from(groups)
        .where(and(eq(groups.rootGroupId, organization.id), eq(groups.groupType, 'circle'))),
    ),
    countWhere(db.select({ value: count() }).from(jobs).where(inArray(jobs.groupId, hierarchy))),
    countWhere(
      db
        .select({ value: count() })
        .from(jobs)
        .where(and(inArray(jobs.groupId, hierarchy), eq(jobs.jobStatus, 'pending'))),
    ),
    countWhere(
      db
        .select({ value: count() })
        .from(resources)
        .where(and(inArray(resources.groupId, hierarchy), eq(resources.status, 'pending'))),
    ),
    countWhere(
      db
        .select({ value: count() })
        .from(aiTools)
        .where(and(inArray(aiTools.groupId, hierarchy), eq(aiTools.status, 'pending'))),
    ),
  ]);

  return {
    organization,
    total_members: totalMembers,
    total_circles: totalCircles,
    total_jobs: totalJobs,
    total_pending_members: pendingMembers,
    total_pending_jobs: pendingJobs,
    total_pending_resources: pendingResources,
    total_pending_ai_tools: pendingAiTools,
  };
}
