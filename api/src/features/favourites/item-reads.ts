import { sql, type SQL } from 'drizzle-orm';
import {
  BOOKMARK_TYPES,
  MY_ITEM_TYPES,
  OVERVIEW_ITEMS,
  type BookmarkType,
  type ListedItem,
  type OverviewSection,
} from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { viewerSource } from '../../auth/viewer-source.ts';
import { ITEM_SOURCES, MY_ITEM_SOURCE, listedItemJson } from './item-sources.ts';

/** The viewer's favourites of one type they may still see: `item` as JSON, `kept` and `bid` for the order. */
function keptItems(type: BookmarkType) {
  const source = ITEM_SOURCES[type];
  return {
    from: sql`bookmarks b join ${source.table} on x.id = b.item_id
      where b.user_id = viewer.id and b.item_type = ${type}::text and ${source.visible}`,
    item: listedItemJson(type, source, sql`b.created_at`),
    order: sql`b.created_at desc, b.id desc`,
  };
}

/** What the viewer created (or, for circles, belongs to) of one type, in any review status. */
function ownItems(type: BookmarkType) {
  const source = ITEM_SOURCES[type];
  return {
    from: sql`${source.table} where ${source.own}`,
    item: listedItemJson(type, source, sql`x.created_at`),
    order: sql`x.created_at desc, x.id desc`,
  };
}

type ItemQuery = ReturnType<typeof keptItems>;

const countOf = (query: ItemQuery) => sql`(select count(*)::int from ${query.from})`;
const pageOf = (query: ItemQuery, limit: SQL, offset: SQL) =>
  sql`coalesce((select json_agg(p.item) from (select ${query.item} as item from ${query.from}
    order by ${query.order} limit ${limit} offset ${offset}) p), '[]'::json)`;

/** One page of a list and its total, with the session checked in the same statement. */
function pageStatement(db: Database, name: string, query: ItemQuery) {
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      count: sql<number>`${countOf(query)}`,
      data: sql<ListedItem[]>`${pageOf(query, sql`${sql.placeholder('limit')}`, sql`${sql.placeholder('offset')}`)}`,
    })
    .from(viewerSource)
    .prepare(name);
}

/** The first items of every section and their totals. */
function overviewStatement(db: Database, name: string, sections: [BookmarkType, ItemQuery][]) {
  const parts = sections.map(
    ([type, query]) =>
      sql`json_build_object('type', ${type}::text, 'count', ${countOf(query)}, 'data', ${pageOf(query, sql.raw(String(OVERVIEW_ITEMS)), sql`0`)})`,
  );
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      sections: sql<OverviewSection[]>`json_build_array(${sql.join(parts, sql`, `)})`,
    })
    .from(viewerSource)
    .prepare(name);
}

export const favouritesPage = perDatabase(
  (db) =>
    Object.fromEntries(BOOKMARK_TYPES.map((type) => [type, pageStatement(db, `favourites_${type}`, keptItems(type))])) as Record<
      BookmarkType,
      ReturnType<typeof pageStatement>
    >,
);

export const myItemsPage = perDatabase(
  (db) =>
    Object.fromEntries(
      MY_ITEM_TYPES.map((type) => [type, pageStatement(db, `my_items_${MY_ITEM_SOURCE[type]}`, ownItems(MY_ITEM_SOURCE[type]))]),
    ) as Record<(typeof MY_ITEM_TYPES)[number], ReturnType<typeof pageStatement>>,
);

export const favouritesOverview = perDatabase((db) =>
  overviewStatement(
    db,
    'favourites_overview',
    BOOKMARK_TYPES.map((type) => [type, keptItems(type)]),
  ),
);

export const myItemsOverview = perDatabase((db) =>
  overviewStatement(
    db,
    'my_items_overview',
    MY_ITEM_TYPES.map((type) => [MY_ITEM_SOURCE[type], ownItems(MY_ITEM_SOURCE[type])]),
  ),
);
