import { sql } from 'drizzle-orm';
import type { AiTool } from '@trellis/contracts';
import { isoTimestamp } from '../../db/sql-json.ts';

/** The FROM of an AI tool as JSON: `a` with its group `g` and its author `cu`/`cp`, beside `viewer`. */
export const aiToolJoins = sql`left join groups g on g.id = a.group_id
  left join users cu on cu.id = a.created_by_id
  left join profiles cp on cp.user_id = cu.id`;

/** One AI tool in the contract's names, with the viewer's vote and favourite. */
export const aiToolJson = sql<AiTool>`json_build_object(
    'id', a.id,
    'slug', a.slug,
    'name', a.name,
    'description', a.description,
    'website', a.website,
    'logo', a.logo,
    'categories', a.categories,
    'roles', a.roles,
    'group', case when g.id is null then null else json_build_object('id', g.id, 'name', g.name, 'name_slug', g.name_slug, 'image', g.logo) end,
    'created_by', case when cu.id is null then null else json_build_object('id', cu.id, 'name', cu.first_name || ' ' || cu.last_name,
      'name_slug', cp.name_slug, 'image', cp.picture) end,
    'vote_score', a.vote_score,
    'user_vote_type', (select nullif(v.value, 0) from votes v where v.user_id = viewer.id and v.content_type = 'aitool' and v.object_id = a.id),
    'is_bookmarked', exists (select 1 from bookmarks b where b.user_id = viewer.id and b.item_type = 'ai_tool' and b.item_id = a.id),
    'can_edit', coalesce(viewer.is_staff or a.created_by_id = viewer.id, false),
    'status', a.status,
    'created_at', ${isoTimestamp(sql`a.created_at`)}
  )`;
