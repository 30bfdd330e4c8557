import { and, eq, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GroupBrief, NamedItem } from '@trellis/contracts';
import { groups, memberships, topics } from '../../db/schema/index.ts';
import { visibleTo, visibleToViewer } from '../submissions/visibility.ts';

/** Columns the group detail and the circle and event lists read alike. */
export const parentGroup = alias(groups, 'parent_group');
// Named in the topic subquery's FROM as t; its columns render qualified by that name.
const topic = alias(topics, 't');

export const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The viewer's user id (null for a visitor), or the placeholder standing for it in a statement prepared once. */
export type Viewer = number | null | SQL;
const visibleToTheViewer = (pendingAuthorId: Column, viewer: Viewer) =>
  typeof viewer === 'number' || viewer === null ? visibleTo(pendingAuthorId, viewer) : visibleToViewer(pendingAuthorId, viewer);

/** The parent joined on the row's parent_group_id, unless it is an institution awaiting approval the viewer did not add. */
export const parentJoin = (viewer: Viewer) =>
  and(eq(parentGroup.id, groups.parentGroupId), visibleToTheViewer(parentGroup.pendingAuthorId, viewer));

export const parentColumns = {
  id: parentGroup.id,
  name: parentGroup.name,
  nameSlug: parentGroup.nameSlug,
  groupType: parentGroup.groupType,
};

export function toGroupBrief(
  row: { id: number; name: string; nameSlug: string; groupType: GroupBrief['group_type'] } | null,
): GroupBrief | null {
  return row ? { id: row.id, name: row.name, name_slug: row.nameSlug, group_type: row.groupType } : null;
}

/** Accepted members (followers are not members) of the group `groupId`, read off memberships(group_id, status). */
export const acceptedMemberCount = (groupId: SQLWrapper) => sql<number>`(select count(*)::int from ${memberships} as m
  where m.group_id = ${groupId} and m.status = 'accepted' and m.membership_type = 'member')`;

/** Accepted members of the row's group. */
export const totalMembers = acceptedMemberCount(groups.id);

/** The row's topic names in the row's order, leaving out topics awaiting approval that the viewer did not add. */
export const topicsDetailed = (viewer: Viewer) =>
  sql<
    NamedItem[]
  >`coalesce((select json_agg(json_build_object('id', ${topic.id}, 'name', ${topic.name}) order by array_position(${groups.topics}, ${topic.id}))
    from ${topics} as t where ${topic.id} = any(${groups.topics}) and ${visibleToTheViewer(topic.pendingAuthorId, viewer)}), '[]'::json)`;
