import { sql, type SQL } from 'drizzle-orm';
import type { GroupCard, GroupListQuery } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabaseAndKey } from '../../db/prepared.ts';
import { viewerSource, type ViewerAccess } from '../../auth/viewer-source.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { visibleToViewer } from '../submissions/visibility.ts';
import { namedTopicsJson } from '../topics/topic-names.ts';
import { acceptedMemberCount } from '../group-detail/group-columns.ts';
import type { PageWindow } from '../../http/paging.ts';

const viewer = sql`viewer.id`;

/**
 * The conditions a query names on the groups row `g`, with placeholders; `key` names the combination. An institution
 * a member added awaits approval hidden from everyone else.
 */
function cardConditions(query: GroupListQuery): { key: string; where: SQL } {
  const parts: [string, SQL][] = [['visible', visibleToViewer(sql`g.pending_author_id`, viewer)]];
  if (query.group_type) parts.push(['type', sql`g.group_type = ${sql.placeholder('groupType')}`]);
  if (query.is_verified !== undefined) parts.push(['verified', sql`g.is_verified = ${sql.placeholder('isVerified')}`]);
  if (query.search) parts.push(['search', sql`g.name ilike ${sql.placeholder('search')}`]);
  return {
    key: parts.map(([name]) => name).join('_'),
    where: sql.join(
      parts.map(([, condition]) => condition),
      sql` and `,
    ),
  };
}

/**
 * One page of group cards in name order with their total, in one statement prepared once per combination of
 * filters, the caller's session checked in it (`viewerSource`); member and circle counts are computed for the page's
 * rows only, through the indexes on memberships(group_id, status) and groups(root_group_id).
 */
function cardsStatement(db: Database, key: string, where: SQL) {
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      count: sql<number>`(select count(*)::int from groups g where ${where})`,
      data: sql<GroupCard[]>`coalesce((select json_agg(json_build_object(
          'id', g.id,
          'name', g.name,
          'name_slug', g.name_slug,
          'group_type', g.group_type,
          'logo', g.logo,
          'cover_image', g.cover_image,
          'description', g.description,
          'country', g.country,
          'topics_detailed', ${namedTopicsJson(sql`g.topics`, viewer)},
          'total_members', ${acceptedMemberCount(sql`g.id`)},
          'total_circles', (select count(*)::int from groups c where c.root_group_id = g.id and c.group_type = 'circle'),
          'publicity', g.publicity,
          'privacy', g.privacy,
          'is_verified', g.is_verified,
          'is_influencer', g.is_influencer
        ) order by g.name, g.id)
        from (select * from groups g where ${where} order by g.name, g.id
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) g), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare(`groups_cards_${key}`);
}

const cardsStatements = perDatabaseAndKey(cardsStatement);

/** Groups the caller may see, a page of them with their total. */
export async function listGroupCards(
  db: Database,
  query: GroupListQuery,
  window: PageWindow,
  access: ViewerAccess,
): Promise<{ viewerId: number | null; data: GroupCard[]; count: number }> {
  const { key, where } = cardConditions(query);
  const [row] = await cardsStatements(db, key, where).execute({
    ...access,
    groupType: query.group_type,
    isVerified: query.is_verified,
    search: query.search ? likePattern(query.search) : undefined,
    limit: window.limit,
    offset: window.offset,
  });
  return row!;
}
