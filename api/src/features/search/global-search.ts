import { sql, type SQL } from 'drizzle-orm';
import type { SearchHit, SearchScope } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { viewerSource } from '../../auth/viewer-source.ts';
import { viewerModerates } from '../use-cases/content-moderators.ts';

/** The count of matches stops here: past it, a number adds nothing a reader could use. */
const COUNT_CAP = 1000;
const SUMMARY_CHARS = 160;

const query = sql`to_tsquery('simple', ${sql.placeholder('query')})`;
const plain = (column: SQL) =>
  sql`left(btrim(regexp_replace(regexp_replace(${column}, '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g')), ${sql.raw(String(SUMMARY_CHARS))})`;

/**
 * One source of hits: rows of (type, id, slug, title, summary, image, rank) the viewer may see. Each matches with the
 * same tsvector expression as its table's GIN index (see the schema), so the index finds the candidates.
 */
const SOURCES: Record<Exclude<SearchScope, 'all'>, SQL> = {
  // People are for members: a visitor finds none.
  user: sql`select 'user' as type, u.id, p.name_slug as slug, btrim(u.first_name || ' ' || u.last_name) as title,
      coalesce(p.short_bio, '') as summary, p.picture as image,
      ts_rank(to_tsvector('simple', u.first_name || ' ' || u.last_name), ${query}) as rank
    from users u join profiles p on p.user_id = u.id
    where to_tsvector('simple', u.first_name || ' ' || u.last_name) @@ ${query}
      and u.is_active and u.deleted_at is null and viewer.id is not null`,
  // A private group shows to its members (and staff) only; one awaiting approval to its author only.
  group: sql`select g.group_type as type, g.id, g.name_slug as slug, g.name as title, ${plain(sql`g.description`)} as summary,
      coalesce(g.logo, g.cover_image) as image,
      ts_rank(to_tsvector('simple', g.name || ' ' || g.description), ${query}) as rank
    from groups g
    where to_tsvector('simple', g.name || ' ' || g.description) @@ ${query}
      and (g.pending_author_id is null or g.pending_author_id = viewer.id)
      and (g.privacy = 0 or coalesce(viewer.is_staff, false) or exists (select 1 from memberships m
        where m.group_id = g.id and m.user_id = viewer.id and m.status = 'accepted'))`,
  job: sql`select 'job' as type, j.id, j.slug, j.title, ${plain(sql`j.description`)} as summary, null::text as image,
      ts_rank(to_tsvector('simple', j.title || ' ' || j.description), ${query}) as rank
    from jobs j
    where to_tsvector('simple', j.title || ' ' || j.description) @@ ${query} and j.job_status = 'approved'`,
  // A private resource shows to its group's members only.
  resource: sql`select 'resource' as type, r.id, r.title_slug as slug, r.title, ${plain(sql`r.content`)} as summary, null::text as image,
      ts_rank(to_tsvector('simple', r.title || ' ' || r.content), ${query}) as rank
    from resources r
    where to_tsvector('simple', r.title || ' ' || r.content) @@ ${query} and r.status = 'approved'
      and (r.security_level = 0 or r.created_by_id = viewer.id or coalesce(viewer.is_staff, false) or exists (select 1 from memberships m
        where m.group_id = r.group_id and m.user_id = viewer.id and m.status = 'accepted'))`,
  use_case: sql`select 'use_case' as type, x.id, x.slug, x.title, ${plain(sql`x.description`)} as summary, x.thumbnail_image as image,
      ts_rank(to_tsvector('simple', x.title || ' ' || x.description), ${query}) as rank
    from use_cases x
    where to_tsvector('simple', x.title || ' ' || x.description) @@ ${query} and (x.status = 'approved' or ${viewerModerates(sql`x`)})`,
  ai_tool: sql`select 'ai_tool' as type, x.id, x.slug, x.name as title, ${plain(sql`x.description`)} as summary, x.logo as image,
      ts_rank(to_tsvector('simple', x.name || ' ' || x.description), ${query}) as rank
    from ai_tools x
    where to_tsvector('simple', x.name || ' ' || x.description) @@ ${query} and (x.status = 'approved' or ${viewerModerates(sql`x`)})`,
};

/** Every hit the scope covers, best first; one statement per scope, so each plans only the sources it reads. */
function searchStatement(db: Database, scope: SearchScope) {
  const sources = scope === 'all' ? Object.values(SOURCES) : [SOURCES[scope]];
  const hits = sql.join(sources, sql` union all `);
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      count: sql<number>`(select count(*)::int from (select 1 from (${hits}) h limit ${sql.raw(String(COUNT_CAP))}) capped)`,
      data: sql<SearchHit[]>`coalesce((select json_agg(json_build_object('type', h.type, 'id', h.id, 'slug', h.slug, 'title', h.title,
          'summary', h.summary, 'image', h.image) order by h.rank desc, h.title, h.type, h.id)
        from (select * from (${hits}) h order by h.rank desc, h.title, h.type, h.id
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) h), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare(`search_${scope}`);
}

export const searchStatements = perDatabase(() => new Map<SearchScope, ReturnType<typeof searchStatement>>());

export function statementFor(db: Database, scope: SearchScope) {
  const cache = searchStatements(db);
  let statement = cache.get(scope);
  if (!statement) {
    statement = searchStatement(db, scope);
    cache.set(scope, statement);
  }
  return statement;
}
