import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { GroupCard, GroupListQuery } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { groups, memberships } from '../../db/schema/index.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { visibleTo } from '../submissions/visibility.ts';
import { topicNamer } from '../topics/topic-names.ts';
import type { PageWindow } from '../../http/paging.ts';

// Correlated counts use the indexes on memberships(group_id, status) and groups(root_group_id) for just the page's rows.
// Drizzle leaves columns unqualified in single-table selects, so these name their tables themselves.
const totalMembers = sql<number>`(select count(*)::int from ${memberships} as m where m.group_id = ${groups}.id and m.status = 'accepted' and m.membership_type = 'member')`;
const totalCircles = sql<number>`(select count(*)::int from ${groups} as c where c.root_group_id = ${groups}.id and c.group_type = 'circle')`;

/** Groups `viewerId` may see: an institution a member added awaits approval hidden from everyone else. */
export async function listGroupCards(
  db: Database,
  query: GroupListQuery,
  window: PageWindow,
  viewerId: number | null,
): Promise<{ data: GroupCard[]; count: number }> {
  const filters: SQL[] = [visibleTo(groups.pendingAuthorId, viewerId)];
  if (query.group_type) filters.push(eq(groups.groupType, query.group_type));
  if (query.is_verified !== undefined) filters.push(eq(groups.isVerified, query.is_verified));
  if (query.search) filters.push(ilike(groups.name, likePattern(query.search)));
  const where = and(...filters);

  const [total] = await db.select({ value: count() }).from(groups).where(where);
  const rows = await db
    .select({ group: groups, totalMembers, totalCircles })
    .from(groups)
    .where(where)
    .orderBy(asc(groups.name), asc(groups.id))
    .limit(window.limit)
    .offset(window.offset);

  const named = await topicNamer(
    db,
    rows.flatMap((row) => row.group.topics),
    viewerId,
  );

  return {
    count: total?.value ?? 0,
    data: rows.map(({ group, totalMembers, totalCircles }) => ({
      id: group.id,
      name: group.name,
      name_slug: group.nameSlug,
      group_type: group.groupType,
      logo: group.logo,
      cover_image: group.coverImage,
      description: group.description,
      country: group.country,
      topics_detailed: named(group.topics),
      total_members: totalMembers,
      total_circles: totalCircles,
      publicity: group.publicity,
      privacy: group.privacy,
      is_verified: group.isVerified,
      is_influencer: group.isInfluencer,
    })),
  };
}
