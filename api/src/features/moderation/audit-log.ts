import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditLogQuery } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { auditEntries, users } from '../../db/schema/index.ts';
import type { PageWindow } from '../../http/paging.ts';
import { likePattern } from '../../text/like-pattern.ts';

/** The group a decision was taken in; its organization is the root of its hierarchy, or the group itself. */
export type AuditGroup = { id: number; name: string; rootGroupId: number | null };
export type AuditActor = { kind: 'admin'; id: number } | { kind: 'agent'; name: string };

export const organizationOf = (group: Pick<AuditGroup, 'id' | 'rootGroupId'>) => group.rootGroupId ?? group.id;

async function namesOf(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Records one decision per member it was taken on, with the names as they are now, so the entry still reads right
 * once an account is renamed or deleted.
 */
export async function recordDecisions(
  db: Database,
  group: AuditGroup,
  actor: AuditActor,
  action: AuditAction,
  subjectIds: readonly number[],
  reason: string | null = null,
  details: (subjectId: number) => Record<string, unknown> = () => ({}),
): Promise<void> {
  if (subjectIds.length === 0) return;
  const names = await namesOf(db, actor.kind === 'admin' ? [actor.id, ...subjectIds] : subjectIds);
  await db.insert(auditEntries).values(
    subjectIds.map((subjectId) => ({
      organizationId: organizationOf(group),
      groupId: group.id,
      groupName: group.name,
      actorKind: actor.kind,
      actorId: actor.kind === 'admin' ? actor.id : null,
      actorName: actor.kind === 'admin' ? (names.get(actor.id) ?? 'An administrator') : actor.name,
      action,
      subjectId,
      subjectName: names.get(subjectId) ?? 'A member',
      reason,
      details: details(subjectId),
    })),
  );
}

/** Records a decision on a published item (a use case, an AI tool) or on a review agent, named as it is now. */
export async function recordContentDecision(
  db: Database,
  group: AuditGroup,
  adminId: number,
  action: AuditAction,
  item: { id: number; title: string },
  reason: string | null,
  details: Record<string, unknown>,
): Promise<void> {
  const names = await namesOf(db, [adminId]);
  await db.insert(auditEntries).values({
    organizationId: organizationOf(group),
    groupId: group.id,
    groupName: group.name,
    actorKind: 'admin',
    actorId: adminId,
    actorName: names.get(adminId) ?? 'An administrator',
    action,
    subjectId: item.id,
    subjectName: item.title,
    reason,
    details,
  });
}

/** Records an agent's review of published items, one entry each in the group the item belongs to. */
export async function recordAgentReviews(
  db: Database,
  agentName: string,
  reviews: readonly { group: AuditGroup; item: { id: number; title: string }; details: Record<string, unknown> }[],
): Promise<void> {
  if (reviews.length === 0) return;
  await db.insert(auditEntries).values(
    reviews.map(({ group, item, details }) => ({
      organizationId: organizationOf(group),
      groupId: group.id,
      groupName: group.name,
      actorKind: 'agent' as const,
      actorId: null,
      actorName: agentName,
      action: 'agent_review' as const,
      subjectId: item.id,
      subjectName: item.title,
      reason: null,
      details,
    })),
  );
}

/** One page of an organization's decisions, newest first, with the filters asked for. */
export async function listAudit(db: Database, query: AuditLogQuery, window: PageWindow): Promise<{ data: AuditEntry[]; count: number }> {
  const filters: SQL[] = [eq(auditEntries.organizationId, query.organization_id)];
  if (query.action) filters.push(eq(auditEntries.action, query.action));
  if (query.actor_kind) filters.push(eq(auditEntries.actorKind, query.actor_kind));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(or(ilike(auditEntries.subjectName, pattern), ilike(auditEntries.actorName, pattern))!);
  }
  const where = and(...filters);
  const rows = await db
    .select({ entry: auditEntries, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(auditEntries)
    .where(where)
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(window.limit)
    .offset(window.offset);
  const count =
    rows[0]?.total ??
    (window.page > 1
      ? ((
          await db
            .select({ value: sql<number>`count(*)`.mapWith(Number) })
            .from(auditEntries)
            .where(where)
        )[0]?.value ?? 0)
      : 0);
  const data = rows.map(({ entry }): AuditEntry => ({
    id: entry.id,
    group: { id: entry.groupId, name: entry.groupName },
    actor_kind: entry.actorKind,
    actor: { id: entry.actorId, name: entry.actorName },
    action: entry.action,
    subject: { id: entry.subjectId, name: entry.subjectName },
    reason: entry.reason,
    details: entry.details,
    created_at: entry.createdAt.toISOString(),
  }));
  return { data, count };
}
