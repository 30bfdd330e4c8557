import { sql, type SQL } from 'drizzle-orm';
import { circleLifecycle, type CircleListQuery, type EventListQuery, type ProgramCard } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabaseAndKey } from '../../db/prepared.ts';
import { viewerSource, type ViewerAccess } from '../../auth/viewer-source.ts';
import { groupBriefJson, isoTimestamp } from '../../db/sql-json.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { visibleToViewer } from '../submissions/visibility.ts';
import { namedTopicsJson } from '../topics/topic-names.ts';
import { acceptedMemberCount } from '../group-detail/group-columns.ts';
import type { PageWindow } from '../../http/paging.ts';

/** A filter of a list on the groups row `g`: its name in the statement's key, and its condition with placeholders. */
type Filter = [name: string, condition: SQL];

/** A card without its life-cycle stage, which depends on the time of the answer and is added from the card's dates. */
type StoredCard = Omit<ProgramCard, 'lifecycle'>;

const viewer = sql`viewer.id`;

/**
 * One circle or event as JSON in the contract's names, from `g` (its groups row) and `p` (its parent, or nulls when
 * it has none or the viewer may not see it). Building it in the database spares the driver and the mapper the
 * groups table's every column for every card.
 */
const programJson = sql`json_build_object(
    'id', g.id,
    'name', g.name,
    'name_slug', g.name_slug,
    'group_type', case when g.group_type = 'event' then 'event' else 'circle' end,
    'logo', g.logo,
    'cover_image', g.cover_image,
    'description', g.description,
    'country', g.country,
    'topics_detailed', ${namedTopicsJson(sql`g.topics`, viewer)},
    'parent_group', ${groupBriefJson(sql`p`)},
    'total_members', ${acceptedMemberCount(sql`g.id`)},
    'maximum_size', g.maximum_size,
    'price', g.price_cents::float8 / 100,
    'discount', g.discount,
    'paid_features', g.paid_features,
    'start_date', ${isoTimestamp(sql`g.start_date`)},
    'end_date', ${isoTimestamp(sql`g.end_date`)},
    'application_open_date', ${isoTimestamp(sql`g.application_open_date`)},
    'application_close_date', ${isoTimestamp(sql`g.application_close_date`)},
    'event_type', g.event_type,
    'is_external', coalesce(g.extra_info -> 'is_external' = 'true'::jsonb, false),
    'external_link', case when jsonb_typeof(g.extra_info -> 'external_link') = 'string' then g.extra_info ->> 'external_link' end
  )`;

/**
 * One page of circles or events, newest start first, with their total, in one statement prepared once per
 * combination of filters: the page's rows are cut in the order of the groups_type_start or groups_parent_type_start
 * index, and only those rows then get their parent, member count and topic names (PostgreSQL would otherwise compute
 * them for every row an offset skips). The caller's session is checked in the same statement (`viewerSource`).
 * Placeholders: each filter's, `viewerSource`'s, `limit`, `offset`, and `memberId` for the circles of one member.
 */
function programStatement(db: Database, key: string, filters: Filter[], ofMember: boolean) {
  const where = sql.join(
    filters.map(([, condition]) => condition),
    sql` and `,
  );
  const rows = ofMember
    ? sql`groups g join memberships m on m.group_id = g.id and m.user_id = ${sql.placeholder('memberId')} and m.status = 'accepted'`
    : sql`groups g`;
  // Both columns `nulls last`, as the indexes hold them: a plain `desc` means nulls first, which they do not serve.
  const newestFirst = sql`g.start_date desc nulls last, g.id desc nulls last`;
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      count: sql<number>`(select count(*)::int from ${rows} where ${where})`,
      data: sql<StoredCard[]>`coalesce((select json_agg(${programJson} order by ${newestFirst})
        from (select g.* from ${rows} where ${where} order by ${newestFirst}
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) g
        left join groups p on p.id = g.parent_group_id and ${visibleToViewer(sql`p.pending_author_id`, viewer)}), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare(`programs_${key}`);
}

const programStatements = perDatabaseAndKey(programStatement);

type ProgramValues = { parentGroup?: number; search?: string; country?: string; topic?: number; eventType?: string; memberId?: number };

async function programPage(
  db: Database,
  filters: Filter[],
  values: ProgramValues,
  window: PageWindow,
  access: ViewerAccess,
  ofMember = false,
): Promise<{ viewerId: number | null; data: ProgramCard[]; count: number }> {
  const key = [...filters.map(([name]) => name), ...(ofMember ? ['member'] : [])].join('_');
  const [row] = await programStatements(db, key, filters, ofMember).execute({
    ...values,
    ...access,
    limit: window.limit,
    offset: window.offset,
  });
  const now = new Date();
  return {
    viewerId: row!.viewerId,
    count: row!.count,
    data: row!.data.map((card) => ({ ...card, lifecycle: circleLifecycle(card, now) })),
  };
}

function sharedFilters(query: CircleListQuery | EventListQuery): Filter[] {
  const filters: Filter[] = [];
  if (query.parent_group !== undefined) filters.push(['parent', sql`g.parent_group_id = ${sql.placeholder('parentGroup')}`]);
  if (query.search) filters.push(['search', sql`g.name ilike ${sql.placeholder('search')}`]);
  if (query.country) filters.push(['country', sql`g.country = ${sql.placeholder('country')}`]);
  if (query.topic !== undefined) filters.push(['topic', sql`g.topics @> array[${sql.placeholder('topic')}::int]`]);
  return filters;
}

const sharedValues = (query: CircleListQuery | EventListQuery): ProgramValues => ({
  parentGroup: query.parent_group,
  search: query.search ? likePattern(query.search) : undefined,
  country: query.country,
  topic: query.topic,
});

const circles: Filter = ['circle', sql`g.group_type = 'circle'`];

export function listCircles(db: Database, query: CircleListQuery, window: PageWindow, access: ViewerAccess) {
  const filters: Filter[] = [circles, ...sharedFilters(query)];
  if (query.is_paid === true) filters.push(['paid', sql`g.price_cents > 0`]);
  if (query.is_paid === false) filters.push(['free', sql`(g.price_cents is null or g.price_cents <= 0)`]);
  return programPage(db, filters, sharedValues(query), window, access);
}

export function listEvents(db: Database, query: EventListQuery, window: PageWindow, access: ViewerAccess) {
  const filters: Filter[] = [['event', sql`g.group_type = 'event'`], ...sharedFilters(query)];
  if (query.event_type) filters.push(['type', sql`g.event_type = ${sql.placeholder('eventType')}`]);
  if (query.when === 'upcoming') filters.push(['upcoming', sql`(g.end_date is null or g.end_date > now())`]);
  if (query.when === 'past') filters.push(['past', sql`(g.end_date is not null and g.end_date <= now())`]);
  return programPage(db, filters, { ...sharedValues(query), eventType: query.event_type }, window, access);
}

/** Circles a member belongs to (accepted), newest start first. */
export function listUserCircles(db: Database, userId: number, window: PageWindow, access: ViewerAccess) {
  return programPage(db, [circles], { memberId: userId }, window, access, true);
}
