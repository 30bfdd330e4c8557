import { and, desc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { MEMBER_RECOMMENDATIONS_LIMIT, type MemberRecommendation, type MemberRecommendationType } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { groupProfiles, groups, memberships, profiles, topics, users } from '../../db/schema/index.ts';

type Group = { id: number; rootGroupId: number | null; topics: number[] };

/**
 * People to invite to a group, in one statement: never its members nor those asking to join, only active accounts.
 * cross_group takes accepted members of the organization's other groups (those sharing the group's topics first);
 * research_collaboration takes anyone whose skills or topics meet the group's. The reason names what matched.
 */
export async function recommendMembers(
  db: Database,
  group: Group,
  kind: MemberRecommendationType,
  includedGroupId: number | undefined,
): Promise<MemberRecommendation[]> {
  const organizationId = group.rootGroupId ?? group.id;
  const sharedTopics = sql<
    string[]
  >`coalesce((select array_agg(t.name order by t.name) from ${topics} t where t.id = any(${groupProfiles.topics} || ${groupProfiles.skills}) and t.id = any(${sql.param(group.topics)}::int[])), '{}')`;
  const otherGroup = sql<string | null>`(select g.name from ${memberships} m join ${groups} g on g.id = m.group_id
    where m.user_id = ${users.id} and m.status = 'accepted' and g.id <> ${group.id}
      and (g.id = ${organizationId} or g.root_group_id = ${organizationId})
    order by g.id limit 1)`;
  const conditions: (SQL | undefined)[] = [
    eq(users.isActive, true),
    isNull(users.deletedAt),
    notExists(
      db
        .select({ one: sql`1` })
        .from(memberships)
        .where(
          and(eq(memberships.groupId, group.id), eq(memberships.userId, users.id), inArray(memberships.status, ['accepted', 'pending'])),
        ),
    ),
    kind === 'cross_group'
      ? sql`${otherGroup} is not null`
      : sql`(${groupProfiles.topics} || ${groupProfiles.skills}) && ${sql.param(group.topics)}::int[]`,
  ];
  if (includedGroupId !== undefined) {
    conditions.push(
      inArray(
        users.id,
        db
          .select({ id: memberships.userId })
          .from(memberships)
          .where(and(eq(memberships.groupId, includedGroupId), eq(memberships.status, 'accepted'))),
      ),
    );
  }
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      nameSlug: profiles.nameSlug,
      image: profiles.picture,
      title: profiles.title,
      sharedTopics,
      otherGroup,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(groupProfiles, eq(groupProfiles.userId, users.id))
    .where(and(...conditions))
    .orderBy(desc(sql`cardinality(${sharedTopics})`), users.id)
    .limit(MEMBER_RECOMMENDATIONS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_slug: row.nameSlug,
    image: row.image,
    title: row.title,
    shared_topics: row.sharedTopics,
    reason: reasonFor(kind, row.otherGroup, row.sharedTopics),
  }));
}

function reasonFor(kind: MemberRecommendationType, otherGroup: string | null, shared: string[]) {
  const topicsPart = shared.length ? `Shares the group’s topics: ${shared.join(', ')}.` : '';
  if (kind === 'cross_group')
    return [`Member of ${otherGroup ?? 'another group of the organization'}.`, topicsPart].filter(Boolean).join(' ');
  return topicsPart;
}
