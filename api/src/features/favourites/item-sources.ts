import { sql, type SQL } from 'drizzle-orm';
import type { BookmarkType, MyItemType } from '@trellis/contracts';
import { isoTimestamp } from '../../db/sql-json.ts';

/** Cards show this much of an item's text. */
const SUMMARY_CHARS = 220;

/**
 * How one type of item reads as a listed item: its table under alias `x`, the card's fields, when `viewer` may see
 * it, and when it is the viewer's own.
 */
export type ItemSource = {
  table: SQL;
  slug: SQL;
  title: SQL;
  /** Plain text: tags of stored HTML are set aside. */
  summary: SQL;
  image: SQL;
  status: SQL;
  visible: SQL;
  own: SQL;
};

const plain = (column: SQL) =>
  sql`left(btrim(regexp_replace(regexp_replace(${column}, '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g')), ${sql.raw(String(SUMMARY_CHARS))})`;

const acceptedMember = sql`exists (select 1 from memberships m where m.group_id = x.id and m.user_id = viewer.id and m.status = 'accepted')`;

const groupSource = (groupType: 'circle' | 'event'): ItemSource => ({
  table: sql`groups x`,
  slug: sql`x.name_slug`,
  title: sql`x.name`,
  summary: plain(sql`x.description`),
  image: sql`coalesce(x.cover_image, x.logo)`,
  status: sql`null::text`,
  // A private group shows to its members only; one awaiting approval to its author only.
  visible: sql`x.group_type = ${groupType} and (x.pending_author_id is null or x.pending_author_id = viewer.id)
    and (x.privacy = 0 or ${acceptedMember} or coalesce(viewer.is_staff, false))`,
  own: sql`x.group_type = ${groupType} and ${acceptedMember}`,
});

export const ITEM_SOURCES: Record<BookmarkType, ItemSource> = {
  job: {
    table: sql`jobs x`,
    slug: sql`x.slug`,
    title: sql`x.title`,
    summary: plain(sql`x.description`),
    image: sql`(select g.logo from groups g where g.id = x.group_id)`,
    status: sql`x.job_status`,
    visible: sql`x.job_status = 'approved'`,
    own: sql`x.created_by_id = viewer.id`,
  },
  resource: {
    table: sql`resources x`,
    slug: sql`x.title_slug`,
    title: sql`x.title`,
    summary: plain(sql`x.content`),
    image: sql`null::text`,
    status: sql`x.status`,
    // A private resource shows to its group's members only.
    visible: sql`x.status = 'approved' and (x.security_level = 0 or x.created_by_id = viewer.id or exists (select 1 from memberships m
      where m.group_id = x.group_id and m.user_id = viewer.id and m.status = 'accepted'))`,
    own: sql`x.created_by_id = viewer.id`,
  },
  circle: groupSource('circle'),
  event: groupSource('event'),
  use_case: {
    table: sql`use_cases x`,
    slug: sql`x.slug`,
    title: sql`x.title`,
    summary: plain(sql`x.description`),
    image: sql`x.thumbnail_image`,
    status: sql`x.status`,
    visible: sql`x.status = 'approved'`,
    own: sql`x.created_by_id = viewer.id`,
  },
  ai_tool: {
    table: sql`ai_tools x`,
    slug: sql`x.slug`,
    title: sql`x.name`,
    summary: plain(sql`x.description`),
    image: sql`x.logo`,
    status: sql`x.status`,
    visible: sql`x.status = 'approved'`,
    own: sql`x.created_by_id = viewer.id`,
  },
};

/** The item type each `/{type}/me/` list holds. */
export const MY_ITEM_SOURCE: Record<MyItemType, BookmarkType> = {
  jobs: 'job',
  resources: 'resource',
  circles: 'circle',
  'ai-tools': 'ai_tool',
  'use-cases': 'use_case',
};

/** One item of `source` as the contract's listed item; `keptAt` is when the list's order starts. */
export const listedItemJson = (type: BookmarkType, source: ItemSource, keptAt: SQL) => sql`json_build_object(
  'type', ${type}::text, 'id', x.id, 'slug', ${source.slug}, 'title', ${source.title}, 'summary', ${source.summary},
  'image', ${source.image}, 'status', ${source.status},
  'created_at', ${isoTimestamp(keptAt)})`;
