import { and, arrayContains, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { circleLifecycle, type CircleListQuery, type EventListQuery, type NamedItem, type ProgramCard } from '@trellis/shared/contracts';
import type { Database } from '../../db/connection.ts';
import { groups, memberships, topics } from '../../db/schema/index.ts';
import { likePattern } from '../../text/like-pattern.ts';

const parent = alias(groups, 'parent_group');
const iso = (date: Date | null) => date?.toISOString() ?? null;

const totalMembers = sql<number>`(select count(*)::int from ${memberships} as m where m.group_id = ${groups.id} and m.status = 'accepted' and m.membership_type = 'member')`;
const topicsDetailed = sql<
  NamedItem[]
>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by array_position(${groups.topics}, t.id))
  from ${topics} as t where t.id = any(${groups.topics})), '[]'::json)`;

export type Page = { page: number; pageSize: number };

/**
 * One page of circles or events, newest start first, with the total in the same statement (a window count), in
 * the order of the groups_type_start and groups_parent_type_start indexes. A page past the end reads the total
 * with a second, index-only count.
 */
async function programPage(db: Database, filters: SQL[], { page, pageSize }: Page, from?: { userId: number }) {
  const where = and(...filters);
  const base = db
    .select({
      group: groups,
      parent: { id: parent.id, name: parent.name, nameSlug: parent.nameSlug, groupType: parent.groupType },
      totalMembers,
      topicsDetailed,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(groups)
    .leftJoin(parent, eq(parent.id, groups.parentGroupId));
  const joined = from
    ? base.innerJoin(
        memberships,
        and(eq(memberships.groupId, groups.id), eq(memberships.userId, from.userId), eq(memberships.status, 'accepted')),
      )
    : base;
  const rows = await joined
    .where(where)
    .orderBy(sql`${groups.startDate} desc nulls last`, sql`${groups.id} desc nulls last`)
    .limit(pageSize)
    .offset((page - 1) * pageSize);

  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const counted = from
      ? db
          .select({ value: sql<number>`count(*)`.mapWith(Number) })
          .from(groups)
          .innerJoin(
            memberships,
            and(eq(memberships.groupId, groups.id), eq(memberships.userId, from.userId), eq(memberships.status, 'accepted')),
          )
      : db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(groups);
    count = (await counted.where(where))[0]?.value ?? 0;
  }

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
      parent_group: parentRow
        ? { id: parentRow.id, name: parentRow.name, name_slug: parentRow.nameSlug, group_type: parentRow.groupType }
        : null,
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

function sharedFilters(query: CircleListQuery | EventListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.parent_group !== undefined) filters.push(eq(groups.parentGroupId, query.parent_group));
  if (query.search) filters.push(ilike(groups.name, likePattern(query.search)));
  if (query.country) filters.push(eq(groups.country, query.country));
  if (query.topic !== undefined) filters.push(arrayContains(groups.topics, [query.topic]));
  return filters;
}

export function listCircles(db: Database, query: CircleListQuery, page: Page) {
  const filters = [eq(groups.groupType, 'circle'), ...sharedFilters(query)];
  if (query.is_paid === true) filters.push(gt(groups.priceCents, 0));
  if (query.is_paid === false) filters.push(or(isNull(groups.priceCents), lte(groups.priceCents, 0))!);
  return programPage(db, filters, page);
}

export function listEvents(db: Database, query: EventListQuery, page: Page) {
  const filters = [eq(groups.groupType, 'event'), ...sharedFilters(query)];
  if (query.event_type) filters.push(eq(groups.eventType, query.event_type));
  if (query.when === 'upcoming') filters.push(or(isNull(groups.endDate), gt(groups.endDate, sql`now()`))!);
  if (query.when === 'past') filters.push(and(isNotNull(groups.endDate), lte(groups.endDate, sql`now()`))!);
  return programPage(db, filters, page);
}

/** Circles a member belongs to (accepted), newest start first. */
export function listUserCircles(db: Database, userId: number, page: Page) {
  return programPage(db, [eq(groups.groupType, 'circle')], page, { userId });
}
