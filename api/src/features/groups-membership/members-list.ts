import { and, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GroupMember, MembersQuery } from '@trellis/shared/contracts';
import type { Database } from '../../db/connection.ts';
import { groupProfiles, groups, memberships, profiles, users } from '../../db/schema/index.ts';
import { likePattern } from '../../text/like-pattern.ts';

const institution = alias(groups, 'institution');

function filtersOf(groupId: number, query: MembersQuery): SQL[] {
  const filters: SQL[] = [eq(memberships.groupId, groupId)];
  // Unverified: members and applicants who have not verified their e-mail yet, whatever their request's state.
  if (query.status === 'unverified') filters.push(ne(memberships.status, 'rejected'), eq(users.isVerified, false));
  else filters.push(eq(memberships.status, query.status));
  if (query.role) filters.push(eq(memberships.role, query.role));
  if (query.country) filters.push(eq(profiles.country, query.country));
  if (query.professional_fields) filters.push(inArray(groupProfiles.professionalField, query.professional_fields));
  if (query.is_verified !== undefined) filters.push(eq(users.isVerified, query.is_verified));
  if (query.search) {
    filters.push(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(query.search)));
  }
  return filters;
}

/**
 * One page of a group's members, oldest request first, in the order of memberships_group_status_idx, with the total
 * counted in the same statement; a page past the end counts with a second statement.
 */
export async function listMembers(db: Database, groupId: number, query: MembersQuery, pageSize: number) {
  const where = and(...filtersOf(groupId, query));
  const rows = await db
    .select({
      membership: memberships,
      firstName: users.firstName,
      lastName: users.lastName,
      isVerified: users.isVerified,
      slug: profiles.nameSlug,
      picture: profiles.picture,
      country: profiles.country,
      institutionName: institution.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(groupProfiles, eq(groupProfiles.userId, users.id))
    .leftJoin(institution, eq(institution.id, profiles.institutionId))
    .where(where)
    .orderBy(memberships.status, memberships.createdAt, memberships.id)
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);

  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(groupProfiles, eq(groupProfiles.userId, users.id))
      .where(where);
    count = row?.value ?? 0;
  }

  const data = rows.map(({ membership, ...person }): GroupMember => ({
    id: membership.userId,
    name: `${person.firstName} ${person.lastName}`.trim(),
    name_slug: person.slug,
    image: person.picture,
    institution_name: person.institutionName,
    country: person.country,
    membership_type: membership.membershipType,
    membership_role: membership.role,
    membership_status: membership.status,
    is_verified: person.isVerified,
    requested_at: membership.createdAt.toISOString(),
    joined_at: membership.joinedAt?.toISOString() ?? null,
    reason: membership.reason,
    notes: membership.notes,
    payment_status: membership.paymentStatus,
    wait_listed: membership.waitListed,
    extra_info: membership.extraInfo,
  }));
  return { data, count };
}
