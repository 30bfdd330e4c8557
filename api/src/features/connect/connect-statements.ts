import { sql, type SQL } from 'drizzle-orm';
import { YOU_MAY_KNOW_SIZE, type ConnectItem, type ConnectQuery, type ConnectTab } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase, perDatabaseAndKey } from '../../db/prepared.ts';
import { viewerSource } from '../../auth/viewer-source.ts';
import { completionPercent } from '../profiles/profile-json.ts';

/** A search's count stops here: past it, a number adds nothing a reader could use. */
const COUNT_CAP = 1000;
const SUBTITLE_CHARS = 160;

/** The group types each tab lists; `user` lists people only. */
const GROUP_TYPES: Record<ConnectTab, string[]> = {
  all: ['circle', 'organization', 'institution', 'event'],
  circle: ['circle'],
  organization: ['organization', 'institution'],
  user: [],
  event: ['event'],
};
const listsPeople = (tab: ConnectTab) => tab === 'all' || tab === 'user';

const tsQuery = sql`to_tsquery('simple', ${sql.placeholder('query')})`;
const personText = sql`to_tsvector('simple', users.first_name || ' ' || users.last_name)`;
const groupText = sql`to_tsvector('simple', g.name || ' ' || g.description)`;

/** The roots of the hierarchies of the organizations and institutions the viewer is an accepted member of. */
const viewerRootRows = sql`select coalesce(rg.root_group_id, rg.id) from memberships rm join groups rg on rg.id = rm.group_id
  where rm.user_id = viewer.id and rm.status = 'accepted' and rg.group_type in ('organization', 'institution')`;
const viewerRoots = sql`(${viewerRootRows})`;

/**
 * What a limited search keeps to: the viewer's hierarchies and those of their partners, a partner of any organization
 * of such a hierarchy counting with its own whole hierarchy.
 */
const searchRoots = sql`(${viewerRootRows}
  union
  select coalesce(partner.root_group_id, partner.id) from groups g
    join organization_partners op on g.id in (op.group_id, op.partner_id)
    join groups partner on partner.id = case when op.group_id = g.id then op.partner_id else op.group_id end
    where coalesce(g.root_group_id, g.id) in ${viewerRoots})`;

/*
 * Each source yields rows of the page's columns: the item's fields, then `rank` and `since` to order by. People are
 * read from `users` joined to `profiles` and `group_profiles` under their own names, as `completionPercent` names them.
 */
const personColumns = sql`'user'::text as type, users.id, profiles.name_slug as slug,
  btrim(users.first_name || ' ' || users.last_name) as name, profiles.picture as image, profiles.title as subtitle,
  profiles.country, ${completionPercent} as completion,
  exists (select 1 from follows f where f.follower_id = viewer.id and f.target_type = 'user' and f.target_id = users.id) as is_following,
  false as is_member`;
const personTables = sql`users join profiles on profiles.user_id = users.id left join group_profiles on group_profiles.user_id = users.id`;
const activePerson = sql`users.is_active and users.deleted_at is null`;

const groupColumns = sql`g.group_type as type, g.id, g.name_slug as slug, g.name, coalesce(g.logo, g.cover_image) as image,
  left(btrim(regexp_replace(regexp_replace(g.description, '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g')), ${sql.raw(String(SUBTITLE_CHARS))}) as subtitle,
  g.country, null::int as completion,
  exists (select 1 from follows f where f.follower_id = viewer.id and f.target_type <> 'user' and f.target_id = g.id) as is_following,
  exists (select 1 from memberships m where m.group_id = g.id and m.user_id = viewer.id and m.status = 'accepted') as is_member`;
/** A private group shows to its members and staff only; one awaiting approval to its author only. */
const visibleGroup = sql`(g.pending_author_id is null or g.pending_author_id = viewer.id)
  and (g.privacy = 0 or coalesce(viewer.is_staff, false) or exists (select 1 from memberships pm
    where pm.group_id = g.id and pm.user_id = viewer.id and pm.status = 'accepted'))`;

/** The filters a call uses beyond its tab; each present one adds its condition and a letter to the statement's name. */
type Filters = { text: boolean; country: boolean; fields: boolean; limited: boolean };

function personFilters(filters: Filters): SQL[] {
  const parts: SQL[] = [];
  if (filters.text) parts.push(sql`${personText} @@ ${tsQuery}`);
  if (filters.country) parts.push(sql`profiles.country = ${sql.placeholder('country')}`);
  if (filters.fields) parts.push(sql`group_profiles.professional_field = any(string_to_array(${sql.placeholder('fields')}, ',')::int[])`);
  if (filters.limited)
    parts.push(sql`exists (select 1 from memberships lm join groups lg on lg.id = lm.group_id
      where lm.user_id = users.id and lm.status = 'accepted' and coalesce(lg.root_group_id, lg.id) in ${searchRoots})`);
  return parts;
}

function groupFilters(filters: Filters, tab: ConnectTab): SQL[] {
  const types = sql.raw(GROUP_TYPES[tab].map((type) => `'${type}'`).join(', '));
  const parts = [sql`g.group_type in (${types})`, visibleGroup];
  if (filters.text) parts.push(sql`${groupText} @@ ${tsQuery}`);
  if (filters.country) parts.push(sql`g.country = ${sql.placeholder('country')}`);
  if (filters.limited) parts.push(sql`coalesce(g.root_group_id, g.id) in ${searchRoots}`);
  return parts;
}

const all = (parts: SQL[]) => sql.join(parts, sql` and `);

/**
 * What the viewer is connected to, once each with the latest date: the people and groups they follow (read off
 * follows_follower_created_idx) and the groups they are accepted members of (off memberships_user_group_key).
 */
const connections = sql`(select c.kind, c.target_id, max(c.since) as since from (
    select case when f.target_type = 'user' then 'user' else 'group' end as kind, f.target_id, f.created_at as since
      from follows f where f.follower_id = viewer.id
    union all
    select 'group', m.group_id, coalesce(m.joined_at, m.created_at) from memberships m
      where m.user_id = viewer.id and m.status = 'accepted'
  ) c group by c.kind, c.target_id)`;

function connectionSources(tab: ConnectTab, filters: Filters): SQL[] {
  const sources: SQL[] = [];
  if (listsPeople(tab))
    sources.push(sql`select ${personColumns}, 0::real as rank, c.since from ${connections} c
      join ${personTables} on users.id = c.target_id
      where c.kind = 'user' and ${all([activePerson, ...personFilters(filters)])}`);
  if (GROUP_TYPES[tab].length && !filters.fields)
    sources.push(sql`select ${groupColumns}, 0::real as rank, c.since from ${connections} c
      join groups g on g.id = c.target_id
      where c.kind = 'group' and ${all(groupFilters(filters, tab))}`);
  return sources;
}

function searchSources(tab: ConnectTab, filters: Filters): SQL[] {
  const sources: SQL[] = [];
  if (listsPeople(tab)) {
    const rank = filters.text ? sql`ts_rank(${personText}, ${tsQuery})` : sql`0::real`;
    sources.push(sql`select ${personColumns}, ${rank} as rank, null::timestamptz as since from ${personTables}
      where ${all([activePerson, sql`users.id <> viewer.id`, ...personFilters(filters)])}`);
  }
  // Groups have no professional field: a search by fields finds people only.
  if (GROUP_TYPES[tab].length && !filters.fields) {
    const rank = filters.text ? sql`ts_rank(${groupText}, ${tsQuery})` : sql`0::real`;
    sources.push(sql`select ${groupColumns}, ${rank} as rank, null::timestamptz as since from groups g
      where ${all(groupFilters(filters, tab))}`);
  }
  return sources;
}

const itemJson = sql<ConnectItem>`json_build_object('type', h.type, 'id', h.id, 'slug', h.slug, 'name', h.name,
  'image', h.image, 'subtitle', coalesce(h.subtitle, ''), 'country', h.country, 'profile_completion_percent', h.completion,
  'is_following', h.is_following, 'is_member', h.is_member)`;

function connectStatement(db: Database, key: string, search: boolean, tab: ConnectTab, filters: Filters) {
  const sources = search ? searchSources(tab, filters) : connectionSources(tab, filters);
  const rows = sources.length
    ? sql.join(sources, sql` union all `)
    : sql`select ${personColumns}, 0::real as rank, null::timestamptz as since from ${personTables} where false`;
  const order = search ? sql`h.rank desc, h.name, h.type, h.id` : sql`h.since desc, h.type, h.id desc`;
  const counted = search ? sql`(select 1 from (${rows}) h limit ${sql.raw(String(COUNT_CAP))})` : sql`(${rows})`;
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      canLimit: sql<boolean>`exists ${viewerRoots}`,
      count: sql<number>`(select count(*)::int from ${counted} counted)`,
      data: sql<ConnectItem[]>`coalesce((select json_agg(${itemJson} order by ${order})
        from (select * from (${rows}) h order by ${order}
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) h), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare(`connect_${key}`);
}

const connectStatements = perDatabaseAndKey(connectStatement);

/** Whether the call searches: any of the search text, a country or professional fields; else it lists connections. */
export const isSearch = (query: ConnectQuery) => Boolean(query.q || query.country || query.professional_fields);

/** The statement for a call's mode, tab and filters, with the values of its placeholders. */
export function connectRead(db: Database, query: ConnectQuery, terms: string | null) {
  const search = isSearch(query);
  const filters: Filters = {
    text: terms !== null,
    country: Boolean(query.country),
    fields: Boolean(query.professional_fields),
    limited: query.limited_search,
  };
  const flags = (['text', 'country', 'fields', 'limited'] as const).filter((name) => filters[name]).join('_');
  const key = `${search ? 'search' : 'connections'}_${query.connection}${flags ? `_${flags}` : ''}`;
  return {
    statement: connectStatements(db, key, search, query.connection, filters),
    values: {
      ...(filters.text ? { query: terms } : {}),
      ...(filters.country ? { country: query.country } : {}),
      ...(filters.fields ? { fields: query.professional_fields!.join(',') } : {}),
    },
  };
}

/**
 * You May Know: the people with the most complete profiles whom the viewer does not follow yet, most complete
 * first. Completeness is computed across profiles and career answers, so no index holds its order: the database
 * keeps the best few while it reads the members (a top-N sort), never sorting them all.
 */
export const youMayKnowStatement = perDatabase((db: Database) =>
  db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      data: sql<ConnectItem[]>`coalesce((select json_agg(${itemJson} order by h.completion desc, h.id)
        from (select ${personColumns} from ${personTables}
          where ${activePerson} and users.id <> viewer.id
            and not exists (select 1 from follows f where f.follower_id = viewer.id and f.target_type = 'user' and f.target_id = users.id)
          order by completion desc, users.id limit ${sql.raw(String(YOU_MAY_KNOW_SIZE))}) h), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare(`connect_you_may_know`),
);

export type InfluentialKind = 'people' | 'organizations';

/**
 * One page of influential people (active members marked as influencers) or influential organizations the viewer may
 * see, by name, with the total; `searching` adds a name match on the `search` placeholder.
 */
function influentialStatement(db: Database, key: string, kind: InfluentialKind, searching: boolean) {
  const rows =
    kind === 'people'
      ? sql`select ${personColumns} from ${personTables} where ${activePerson} and profiles.is_influencer
          ${searching ? sql`and (users.first_name || ' ' || users.last_name) ilike ${sql.placeholder('search')}` : sql``}`
      : sql`select ${groupColumns} from groups g where g.group_type = 'organization' and g.is_influencer and ${visibleGroup}
          ${searching ? sql`and g.name ilike ${sql.placeholder('search')}` : sql``}`;
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      count: sql<number>`(select count(*)::int from (${rows}) h)`,
      data: sql<ConnectItem[]>`coalesce((select json_agg(${itemJson} order by h.name, h.id)
        from (select * from (${rows}) h order by h.name, h.id
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) h), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare(`connect_${key}`);
}

export const influentialStatements = perDatabaseAndKey(influentialStatement);
