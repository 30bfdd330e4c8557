import { and, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MODERATION_MESSAGES, REGISTRATION_VERDICTS, memberAgentById, type GroupMember, type MembersQuery } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { inIdPage } from '../../db/id-page.ts';
import {
  groupMemberCounts,
  groupProfiles,
  groups,
  membershipReviews,
  memberships,
  profiles,
  users,
  type MembershipStatus,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { toAgentResponse, type StoredReview } from '../moderation/review-agents.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { visibleTo } from '../submissions/visibility.ts';
import type { PageWindow } from '../../http/paging.ts';

const institution = alias(groups, 'institution');

/**
 * The filters as conditions on memberships alone (people's fields through semi-joins), so counting and cutting the
 * page read only the memberships index and what the filters name.
 */
export function filtersOf(db: Database, groupId: number, query: MembersQuery): SQL[] {
  const filters: SQL[] = [eq(memberships.groupId, groupId)];
  const peopleWhere = (condition: SQL | undefined) => inArray(memberships.userId, db.select({ id: users.id }).from(users).where(condition));
  // Unverified: members and applicants who have not verified their e-mail yet, whatever their request's state.
  if (query.status === 'unverified') filters.push(ne(memberships.status, 'rejected'), peopleWhere(eq(users.isVerified, false)));
  else filters.push(eq(memberships.status, query.status));
  if (query.role) filters.push(eq(memberships.role, query.role));
  if (query.is_verified !== undefined) filters.push(peopleWhere(eq(users.isVerified, query.is_verified)));
  if (query.search) filters.push(peopleWhere(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(query.search))));
  if (query.country) {
    filters.push(inArray(memberships.userId, db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.country, query.country))));
  }
  if (query.professional_fields) {
    const inFields = inArray(groupProfiles.professionalField, query.professional_fields);
    filters.push(inArray(memberships.userId, db.select({ id: groupProfiles.userId }).from(groupProfiles).where(inFields)));
  }
  filters.push(...agentFilters(db, query));
  return filters;
}

const fieldError = (field: string, message: string) => new HttpError(400, { field_errors: { [field]: [message] } });

/**
 * The review agents' filters: agent_response is a verdict of registration approval (the agent when none is named) or a
 * level of AI enthusiasm; is_audit keeps the members an agent has reviewed.
 */
function agentFilters(db: Database, query: MembersQuery): SQL[] {
  const reviewed = (condition: SQL | undefined) =>
    inArray(memberships.id, db.select({ id: membershipReviews.membershipId }).from(membershipReviews).where(condition));
  const agent = query.system_agent_id === undefined ? undefined : memberAgentById(query.system_agent_id);
  if (query.system_agent_id !== undefined && !agent) throw fieldError('system_agent_id', MODERATION_MESSAGES.unknownAgent);
  const filters: SQL[] = [];
  if (query.agent_response !== undefined) {
    const agentType = agent?.agent_type ?? 'registration_approval';
    const verdict = REGISTRATION_VERDICTS.find((value) => value === query.agent_response);
    if ((agentType === 'registration_approval') !== (verdict !== undefined)) {
      throw fieldError('agent_response', MODERATION_MESSAGES.agentResponseForAgent);
    }
    const answer = verdict ? eq(membershipReviews.verdict, verdict) : eq(membershipReviews.level, Number(query.agent_response));
    filters.push(reviewed(and(eq(membershipReviews.agentType, agentType), answer)));
  } else if (agent) filters.push(reviewed(eq(membershipReviews.agentType, agent.agent_type)));
  if (query.is_audit) filters.push(reviewed(undefined));
  return filters;
}

/** A tab of one membership status with no other filter: its total is the group's kept count for that status. */
function statusOnly(query: MembersQuery): query is MembersQuery & { status: MembershipStatus } {
  const { status, role, search, country, professional_fields, is_verified, system_agent_id, agent_response, is_audit } = query;
  const agentFilter = system_agent_id !== undefined || agent_response !== undefined || Boolean(is_audit);
  return status !== 'unverified' && !role && !search && !country && !professional_fields && is_verified === undefined && !agentFilter;
}

/**
 * One page of a group's members, oldest request first, in one statement: a subquery cuts the page's memberships
 * from memberships_group_status_idx, then only those rows are joined to their people. The total is an
 * uncorrelated subquery of the same statement (one row of group_member_counts for a plain status tab, whatever the
 * group's size; a count of the matches when other filters apply); a page past the end counts with a second one.
 */
export async function listMembers(db: Database, groupId: number, query: MembersQuery, window: PageWindow, viewerId: number) {
  const where = and(...filtersOf(db, groupId, query));
  const counted = statusOnly(query)
    ? db
        .select({ value: sql<number>`${groupMemberCounts.members}`.mapWith(Number) })
        .from(groupMemberCounts)
        .where(and(eq(groupMemberCounts.groupId, groupId), eq(groupMemberCounts.status, query.status)))
    : db
        .select({ value: sql<number>`count(*)`.mapWith(Number) })
        .from(memberships)
        .where(where);
  const orderedIds = db
    .select({ id: memberships.id })
    .from(memberships)
    .where(where)
    .orderBy(memberships.status, memberships.createdAt, memberships.id);
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
      reviews: sql<StoredReview[]>`coalesce((select json_agg(json_build_object('agent_type', r.agent_type, 'verdict', r.verdict,
        'level', r.level, 'reasons', r.reasons, 'engine', r.engine, 'model_failure', r.model_failure, 'ran_at', r.ran_at) order by r.agent_type) from ${membershipReviews} r
        where r.membership_id = ${memberships.id}), '[]'::json)`,
      // Uncorrelated, so it runs once; its own FROM shadows the outer tables the filters name.
      total: sql<number>`(${counted})`.mapWith(Number),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(institution, and(eq(institution.id, profiles.institutionId), visibleTo(institution.pendingAuthorId, viewerId)))
    .where(inIdPage(memberships.id, orderedIds, window))
    .orderBy(memberships.status, memberships.createdAt, memberships.id);

  const count = rows[0]?.total ?? (window.page > 1 ? ((await counted)[0]?.value ?? 0) : 0);

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
    agent_responses: person.reviews.map(toAgentResponse),
  }));
  return { data, count };
}
