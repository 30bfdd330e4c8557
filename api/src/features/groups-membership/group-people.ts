import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ADMIN_LEVEL_ROLES, type GroupPeopleQuery, type GroupPerson } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { inIdPage } from '../../db/id-page.ts';
import { memberships, profiles, users } from '../../db/schema/index.ts';
import type { PageWindow } from '../../http/paging.ts';

/**
 * One page of a group's accepted administrators (admins and leaders) or other members, oldest first, in one
 * statement: the page is cut from memberships_group_status_idx in a subquery, and only its rows meet their people;
 * the total is an uncorrelated subquery of the same statement.
 */
export async function listGroupPeople(db: Database, groupId: number, kind: GroupPeopleQuery['kind'], window: PageWindow) {
  const roles = [...ADMIN_LEVEL_ROLES];
  const where = and(
    eq(memberships.groupId, groupId),
    eq(memberships.status, 'accepted'),
    eq(memberships.membershipType, 'member'),
    kind === 'administrators' ? inArray(memberships.role, roles) : notInArray(memberships.role, roles),
  );
  const counted = db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(memberships)
    .where(where);
  const orderedIds = db.select({ id: memberships.id }).from(memberships).where(where).orderBy(memberships.createdAt, memberships.id);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      slug: profiles.nameSlug,
      picture: profiles.picture,
      role: memberships.role,
      total: sql<number>`(${counted})`.mapWith(Number),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inIdPage(memberships.id, orderedIds, window))
    .orderBy(memberships.createdAt, memberships.id);
  const count = rows[0]?.total ?? (window.page > 1 ? ((await counted)[0]?.value ?? 0) : 0);
  const data = rows.map((row): GroupPerson => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    name_slug: row.slug,
    image: row.picture,
    role: row.role,
  }));
  return { data, count };
}

/** Whether the user is an accepted member of the group (any role). */
export async function isAcceptedMember(db: Database, groupId: number, userId: number) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, userId), eq(memberships.status, 'accepted')));
  return row !== undefined;
}
