import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { GroupSearchQuery, PeopleAndGroupsHit } from '@trellis/contracts';
import { activeSessionOf } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { groups, sessions, users } from '../../db/schema/index.ts';
import { likePattern, lowerPrefixPattern } from '../../text/like-pattern.ts';

const TYPES: Record<GroupSearchQuery['type'], ('organization' | 'institution' | 'circle' | 'event')[]> = {
  all_group: ['organization', 'institution', 'circle', 'event'],
  institution: ['institution'],
};

/**
 * A page of the groups whose name holds the search, those starting with it first, then by name; with their total and
 * the searcher's session check, in one statement. An institution still awaiting approval is found by its author only.
 * Group names are few next to members, so a "contains" match over them stays cheap.
 */
export async function searchGroups(
  db: Database,
  access: { userId: number; sessionId: string },
  query: Pick<GroupSearchQuery, 'type' | 'search' | 'is_verified_group'>,
  window: { limit: number; offset: number },
) {
  const filters: SQL[] = [
    inArray(groups.groupType, TYPES[query.type]),
    ilike(groups.name, likePattern(query.search)),
    or(isNull(groups.pendingAuthorId), eq(groups.pendingAuthorId, users.id))!,
  ];
  if (query.is_verified_group !== undefined) filters.push(eq(groups.isVerified, query.is_verified_group));
  const where = and(...filters);
  const startsWith = sql`lower(${groups.name}) like ${lowerPrefixPattern(query.search)}`;
  const [row] = await db
    .select({
      count: sql<number>`(select count(*)::int from ${groups} where ${where})`,
      data: sql<PeopleAndGroupsHit[]>`coalesce((select json_agg(json_build_object(
          'id', page.id,
          'name', page.name,
          'image', page.logo,
          'name_slug', page.name_slug,
          'headline', coalesce(page.country, ''),
          'group_type', page.group_type
        ) order by page.rank, page.sort_name, page.id)
        from (select ${groups.id} as id, ${groups.name} as name, ${groups.logo} as logo, ${groups.nameSlug} as name_slug,
            ${groups.country} as country, ${groups.groupType} as group_type,
            case when ${startsWith} then 0 else 1 end as rank, lower(${groups.name}) as sort_name
          from ${groups} where ${where}
          order by rank, sort_name, id limit ${window.limit} offset ${window.offset}) page), '[]'::json)`,
    })
    .from(users)
    .innerJoin(sessions, activeSessionOf())
    .execute({ userId: access.userId, sessionId: access.sessionId });
  return row ?? null;
}
