import { and, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { circleLifecycle, type CircleListQuery, type EventListQuery, type ProgramCard } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabaseAndKey } from '../../db/prepared.ts';
import { groups, memberships } from '../../db/schema/index.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { iso, parentColumns, parentGroup, parentJoin, toGroupBrief, topicsDetailed, totalMembers } from '../group-detail/group-columns.ts';
import type { PageWindow } from '../../http/paging.ts';

/** A filter of a list: its name in the statement's key, and its condition with placeholders. */
type Filter = [name: string, condition: SQL];

/**
 * One page of circles or events, newest start first, in one statement prepared once per combination of filters: a
 * derived table picks the page's ids in the order of the groups_type_start or groups_parent_type_start index, and
 * only those rows then get their parent, member count and topic names (PostgreSQL would otherwise compute them for
 * every row an offset skips). The total is an uncorrelated subquery of the same statement; a page past the end
 * reads it with a second one. Placeholders: each filter's, `viewerId`, `limit`, `offset`, and `memberId` for the
 * circles of one member.
 */
function programStatements(db: Database, key: string, filters: Filter[], ofMember: boolean) {
  const where = and(...filters.map(([, condition]) => condition));
  const membership = ofMember
    ? and(eq(memberships.groupId, groups.id), eq(memberships.userId, sql.placeholder('memberId')), eq(memberships.status, 'accepted'))
    : undefined;
  const countSelect = db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(groups);
  const counted = (membership ? countSelect.innerJoin(memberships, membership) : countSelect).where(where);

  const newestFirst = [sql`${groups.startDate} desc nulls last`, sql`${groups.id} desc nulls last`];
  const idsSelect = db.select({ pageId: groups.id }).from(groups);
  const pageIds = (membership ? idsSelect.innerJoin(memberships, membership) : idsSelect)
    .where(where)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  const viewer = sql`${sql.placeholder('viewerId')}::int`;
  const page = db
    .select({
      group: groups,
      parent: parentColumns,
      totalMembers,
      topicsDetailed: topicsDetailed(viewer),
      // Uncorrelated, so it runs once; its own FROM shadows the outer tables the filters name.
      total: sql<number>`(${counted})`.mapWith(Number),
    })
    .from(pageIds)
    .innerJoin(groups, eq(groups.id, pageIds.pageId))
    .leftJoin(parentGroup, parentJoin(viewer))
    .orderBy(...newestFirst)
    .prepare(`programs_page_${key}`);
  return { page, count: counted.prepare(`programs_count_${key}`) };
}

const programStatementsOf = perDatabaseAndKey(programStatements);

type ProgramValues = { parentGroup?: number; search?: string; country?: string; topic?: number; eventType?: string; memberId?: number };

async function programPage(
  db: Database,
  filters: Filter[],
  values: ProgramValues,
  window: PageWindow,
  viewerId: number | null,
  ofMember = false,
) {
  const key = [...filters.map(([name]) => name), ...(ofMember ? ['member'] : [])].join('_');
  const statements = programStatementsOf(db, key, filters, ofMember);
  const placeholders = { ...values, viewerId, limit: window.limit, offset: window.offset };
  const rows = await statements.page.execute(placeholders);
  const count = rows[0]?.total ?? (window.page > 1 ? ((await statements.count.execute(placeholders))[0]?.value ?? 0) : 0);

  const now = new Date();
  const data = rows.map(({ group, parent: parentRow, totalMembers, topicsDetailed }): ProgramCard => {
    const dates = {
      start_date: iso(group.startDate),
      end_date: iso(group.endDate),
      application_open_date: iso(group.applicationOpenDate),
      application_close_date: iso(group.applicationCloseDate),
    };
    return {
      id: group.id,
      name: group.name,
      name_slug: group.nameSlug,
      group_type: group.groupType === 'event' ? 'event' : 'circle',
      logo: group.logo,
      cover_image: group.coverImage,
      description: group.description,
      country: group.country,
      topics_detailed: topicsDetailed,
      parent_group: toGroupBrief(parentRow),
      total_members: totalMembers,
      maximum_size: group.maximumSize,
      price: group.priceCents === null ? null : group.priceCents / 100,
      discount: group.discount,
      paid_features: group.paidFeatures,
      ...dates,
      event_type: group.eventType,
      is_external: group.extraInfo.is_external === true,
      external_link: typeof group.extraInfo.external_link === 'string' ? group.extraInfo.external_link : null,
      lifecycle: circleLifecycle(dates, now),
    };
  });
  return { data, count };
}

function sharedFilters(query: CircleListQuery | EventListQuery): Filter[] {
  const filters: Filter[] = [];
  if (query.parent_group !== undefined) filters.push(['parent', eq(groups.parentGroupId, sql.placeholder('parentGroup'))]);
  if (query.search) filters.push(['search', ilike(groups.name, sql.placeholder('search'))]);
  if (query.country) filters.push(['country', eq(groups.country, sql.placeholder('country'))]);
  if (query.topic !== undefined) filters.push(['topic', sql`${groups.topics} @> array[${sql.placeholder('topic')}::int]`]);
  return filters;
}

const sharedValues = (query: CircleListQuery | EventListQuery): ProgramValues => ({
  parentGroup: query.parent_group,
  search: query.search ? likePattern(query.search) : undefined,
  country: query.country,
  topic: query.topic,
});

export function listCircles(db: Database, query: CircleListQuery, window: PageWindow, viewerId: number | null) {
  const filters: Filter[] = [['circle', eq(groups.groupType, 'circle')], ...sharedFilters(query)];
  if (query.is_paid === true) filters.push(['paid', gt(groups.priceCents, 0)]);
  if (query.is_paid === false) filters.push(['free', or(isNull(groups.priceCents), lte(groups.priceCents, 0))!]);
  return programPage(db, filters, sharedValues(query), window, viewerId);
}

export function listEvents(db: Database, query: EventListQuery, window: PageWindow, viewerId: number | null) {
  const filters: Filter[] = [['event', eq(groups.groupType, 'event')], ...sharedFilters(query)];
  if (query.event_type) filters.push(['type', eq(groups.eventType, sql.placeholder('eventType'))]);
  if (query.when === 'upcoming') filters.push(['upcoming', or(isNull(groups.endDate), gt(groups.endDate, sql`now()`))!]);
  if (query.when === 'past') filters.push(['past', and(isNotNull(groups.endDate), lte(groups.endDate, sql`now()`))!]);
  return programPage(db, filters, { ...sharedValues(query), eventType: query.event_type }, window, viewerId);
}

/** Circles a member belongs to (accepted), newest start first. */
export function listUserCircles(db: Database, userId: number, window: PageWindow, viewerId: number | null) {
  return programPage(db, [['circle', eq(groups.groupType, 'circle')]], { memberId: userId }, window, viewerId, true);
}
