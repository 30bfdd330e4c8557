import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_LEVEL_ROLES, MODERATION_MESSAGES, type ReviewDecisionBody, type ReviewItem, type ReviewKind } from '@trellis/contracts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import {
  aiTools,
  groupProfiles,
  groups,
  memberships,
  resources,
  useCaseReviews,
  useCases,
  users,
  type ContentStatus,
} from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { PageWindow } from '../../http/paging.ts';
import { SERVER_MESSAGES } from '../../http/server-messages.ts';
import { isoTimestamp } from '../../db/sql-json.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { noPermission } from '../groups-membership/group-access.ts';
import type { Notify } from '../notifications/notify.ts';
import { recordContentDecision, type AuditGroup } from './audit-log.ts';

const text = MODERATION_MESSAGES;

/** The reviewed tables, read through the same columns: a use case's title is an AI tool's name. */
const TABLES = {
  use_case: { table: useCases, title: useCases.title, slug: useCases.slug },
  ai_tool: { table: aiTools, title: aiTools.name, slug: aiTools.slug },
  resource: { table: resources, title: resources.title, slug: resources.titleSlug },
} as const;

/** Resources are reviewed only by an administrator whose own profile is certified. */
async function isCertified(db: Database, userId: number) {
  const [row] = await db
    .select({ id: groupProfiles.id })
    .from(groupProfiles)
    .where(and(eq(groupProfiles.userId, userId), eq(groupProfiles.isCertified, true)));
  return Boolean(row);
}

/**
 * The organization an administrator reviews content for: their default organization, which they must run (accepted
 * admin or leader). Staff review none unless it is also their default organization and they run it.
 */
export async function defaultOrganizationRun(db: Database, user: AuthUser) {
  const [row] = await db
    .select({ id: groups.id, name: groups.name, rootGroupId: groups.rootGroupId, role: memberships.role, status: memberships.status })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(and(eq(memberships.userId, user.id), eq(memberships.isDefault, true)));
  if (!row) throw notFound(SERVER_MESSAGES.noOrganization);
  const runs = row.status === 'accepted' && (ADMIN_LEVEL_ROLES as readonly string[]).includes(row.role);
  if (!runs) throw noPermission();
  return { id: row.id, name: row.name, rootGroupId: row.rootGroupId };
}

/** The organization and every group whose root it is. */
const hierarchyOf = (db: Database, organizationId: number) =>
  db
    .select({ id: groups.id })
    .from(groups)
    .where(or(eq(groups.id, organizationId), eq(groups.rootGroupId, organizationId)));

type StoredCuration = NonNullable<ReviewItem['agent_review']>;

/** The curation agent's latest grade of the use case in the row, as the review list shows it; other kinds have none. */
const agentReviewOf = (kind: ReviewKind) =>
  kind === 'use_case'
    ? sql<StoredCuration | null>`(select json_build_object('quality', ${useCaseReviews.quality}, 'reasons', ${useCaseReviews.reasons}, 'engine', ${useCaseReviews.engine}, 'model_failure', ${useCaseReviews.modelFailure}, 'last_run_at', ${isoTimestamp(useCaseReviews.ranAt)}) from ${useCaseReviews} where ${useCaseReviews.useCaseId} = ${useCases.id})`
    : sql<null>`null`;

/**
 * One page of the organization's items of a kind and status, newest first, with their group, author and, for a use
 * case, the curation agent's grade.
 */
export async function listForReview(
  db: Database,
  kind: ReviewKind,
  organizationId: number,
  query: { status: ContentStatus; search?: string | undefined; changed?: boolean | undefined },
  window: PageWindow,
): Promise<{ data: ReviewItem[]; count: number }> {
  const { table, title, slug } = TABLES[kind];
  const filters: SQL[] = [eq(table.status, query.status), inArray(table.groupId, hierarchyOf(db, organizationId))];
  if (query.search) filters.push(ilike(title, likePattern(query.search)));
  if (query.changed !== undefined) {
    if (kind !== 'use_case') throw new HttpError(400, { field_errors: { changed: [text.changedUseCasesOnly] } });
    filters.push(query.changed ? isNotNull(useCases.changedSinceApprovalAt) : isNull(useCases.changedSinceApprovalAt));
  }
  const rows = await db
    .select({
      id: table.id,
      slug,
      title,
      status: table.status,
      groupId: groups.id,
      groupName: groups.name,
      author: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      createdAt: table.createdAt,
      agentReview: agentReviewOf(kind),
      changedAt: kind === 'use_case' ? useCases.changedSinceApprovalAt : sql<Date | null>`null`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(table)
    .leftJoin(groups, eq(groups.id, table.groupId))
    .leftJoin(users, eq(users.id, table.createdById))
    .where(and(...filters))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(window.limit)
    .offset(window.offset);
  const count =
    rows[0]?.total ??
    (window.page > 1
      ? ((
          await db
            .select({ value: sql<number>`count(*)`.mapWith(Number) })
            .from(table)
            .where(and(...filters))
        )[0]?.value ?? 0)
      : 0);
  const data = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    group: row.groupId === null || row.groupName === null ? null : { id: row.groupId, name: row.groupName },
    author: row.author,
    created_at: row.createdAt.toISOString(),
    agent_review: row.agentReview,
    changed_since_approval_at: row.changedAt ? new Date(row.changedAt).toISOString() : null,
  }));
  return { data, count };
}

/**
 * A moderator approves what the author changed in an approved use case: the mark of the change goes, and the
 * approval goes to the audit log like any other.
 */
async function approveChange(
  db: Database,
  organization: AuditGroup,
  admin: AuthUser,
  item: { id: number; title: string; status: ContentStatus },
) {
  const cleared = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(useCases)
      .set({ changedSinceApprovalAt: null })
      .where(and(eq(useCases.id, item.id), eq(useCases.status, 'approved'), isNotNull(useCases.changedSinceApprovalAt)))
      .returning({ id: useCases.id });
    if (updated) {
      await recordContentDecision(tx, organization, admin.id, 'content_approved', item, null, {
        kind: 'use_case',
        from: 'changed',
        to: 'approved',
      });
    }
    return updated;
  });
  if (!cleared) throw new HttpError(400, { non_field_errors: [text.alreadyApproved] });
  return { message: text.changeApproved, status: 'approved' as const };
}

/**
 * Approves a pending or rejected item, or rejects a pending one, when it belongs to the administrator's default
 * organization (and, for a resource, when the administrator is certified); the decision goes to the audit log and
 * a resource's author is told.
 */
export async function decide(
  { db, notify }: { db: Database; notify: Notify },
  admin: AuthUser,
  kind: ReviewKind,
  id: number,
  body: ReviewDecisionBody,
) {
  const organization = await defaultOrganizationRun(db, admin);
  if (kind === 'resource' && !(await isCertified(db, admin.id))) throw new HttpError(403, { detail: text.notCertified });
  const { table, title, slug } = TABLES[kind];
  const [item] = await db
    .select({ id: table.id, title, slug, status: table.status, groupId: table.groupId, authorId: table.createdById })
    .from(table)
    .where(eq(table.id, id));
  if (!item) throw notFound();
  const [inside] =
    item.groupId === null
      ? []
      : await db
          .select({ id: groups.id })
          .from(groups)
          .where(and(eq(groups.id, item.groupId), or(eq(groups.id, organization.id), eq(groups.rootGroupId, organization.id))));
  if (!inside) throw new HttpError(403, { detail: text.outsideOrganization });
  if (kind === 'use_case' && item.status === 'approved' && body.action === 'approve') {
    return approveChange(db, organization, admin, item);
  }
  const approve = body.action === 'approve';
  const allowed: ContentStatus[] = approve ? ['pending', 'rejected'] : ['pending'];
  const next: ContentStatus = approve ? 'approved' : 'rejected';
  const changed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(table)
      .set({ status: next })
      .where(and(eq(table.id, id), inArray(table.status, allowed)))
      .returning({ id: table.id });
    if (updated) {
      const action = approve ? 'content_approved' : 'content_rejected';
      await recordContentDecision(tx, organization, admin.id, action, item, body.reason || null, { kind, from: item.status, to: next });
    }
    return updated;
  });
  if (!changed) throw new HttpError(400, { non_field_errors: [approve ? text.alreadyApproved : text.onlyPendingRejected] });
  if (kind === 'resource' && item.authorId !== null && item.authorId !== admin.id) {
    await notify(item.authorId, {
      type: 'resource',
      notificationType: `resource_${next}`,
      message: `Your resource "${item.title}" was ${next}.${body.reason ? ` Reason: ${body.reason}` : ''}`,
      data: { name_slug: item.slug, group_type: 'resource', name: item.title },
    });
  }
  return { message: text.contentDecided(body.action, kind), status: next };
}
