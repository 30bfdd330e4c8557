import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import { circleLifecycle, storedQuestions, type GroupDetail } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { circleVisits, follows, groupDonations, groupProfiles, groups, memberships, users } from '../../db/schema/index.ts';
import { perDatabaseAndKey } from '../../db/prepared.ts';
import { visibleToViewer } from '../submissions/visibility.ts';
import { iso, parentColumns, parentGroup, parentJoin, toGroupBrief, topicsDetailed, totalMembers } from './group-columns.ts';

export type Viewer = { id: number; isStaff: boolean } | null;

const totalCircles = sql<number>`(select count(*)::int from ${groups} as c where c.root_group_id = ${groups.id} and c.group_type = 'circle')`;
const membersWith = (status: 'pending' | 'rejected') =>
  sql<number>`(select count(*)::int from ${memberships} as m where m.group_id = ${groups.id} and m.status = ${status})`;
/** Members and applicants whose e-mail is not verified yet: the unverified tab. */
const unverifiedMembers = sql<number>`(select count(*)::int from ${memberships} as m join ${users} as u on u.id = m.user_id
  where m.group_id = ${groups.id} and m.status <> 'rejected' and not u.is_verified)`;

/** The donation the group takes, as its donation card shows it; null when it takes none or its offer is off. */
const donationDetails = sql<GroupDetail['donation_details']>`(select json_build_object('name', d.name, 'description', d.description,
  'price', d.amount_cents / 100.0, 'stripe_price_id', d.stripe_price_id) from ${groupDonations} as d where d.group_id = ${groups.id} and d.is_active)`;

/** Which group a detail read picks: by id or by name_slug, each a statement of its own. */
export type GroupPick = { by: 'id'; id: number } | { by: 'slug'; slug: string };

/**
 * The visit of an accepted member to a circle's page, recorded (or moved to now) by the statement that reads the page,
 * as a data-modifying WITH query: their home counts the circle's posts since. Nothing is recorded of anyone else.
 */
function circleVisit(db: Database, where: SQL, viewerId: SQL<number>) {
  const accepted = db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.groupId, groups.id), eq(memberships.userId, viewerId), eq(memberships.status, 'accepted')));
  return db.$with('circle_visit').as(
    db
      .insert(circleVisits)
      .select(
        db
          .select({
            userId: sql<number>`${viewerId}`.as('user_id'),
            groupId: groups.id,
            lastSeenAt: sql<Date>`now()`.as('last_seen_at'),
          })
          .from(groups)
          .where(and(where, eq(groups.groupType, 'circle'), exists(accepted))),
      )
      .onConflictDoUpdate({ target: [circleVisits.userId, circleVisits.groupId], set: { lastSeenAt: sql`now()` } })
      .returning({ groupId: circleVisits.groupId }),
  );
}

/**
 * One group with the viewer's standing in it, in a single statement prepared once per way of picking the group and
 * per whether it records a visit: the viewer's membership is joined, and every count, the follow, the topic names and
 * the viewer's certification are subqueries of the same select. With `recordVisit`, a member opening their circle's
 * page is recorded as having seen it, in the same statement. Placeholders: `groupId` or `slug`, `viewerId` (0 for a
 * visitor, which no user has), `isStaff`.
 */
function detailStatement(db: Database, key: string, by: GroupPick['by'], recordVisit: boolean) {
  const where = by === 'id' ? eq(groups.id, sql.placeholder('groupId')) : eq(groups.nameSlug, sql.placeholder('slug'));
  const viewerId = sql<number>`${sql.placeholder('viewerId')}::int`;
  const source = recordVisit ? db.with(circleVisit(db, where, viewerId)) : db;
  const isAdmin = sql<boolean>`(${sql.placeholder('isStaff')}::boolean or coalesce(${memberships.status} = 'accepted' and ${memberships.role} in ('admin', 'leader'), false))`;
  const adminsOnly = (count: SQL<number>) => sql<number | null>`case when ${isAdmin} then ${count} end`;
  return source
    .select({
      group: groups,
      parent: parentColumns,
      membership: {
        status: memberships.status,
        type: memberships.membershipType,
        role: memberships.role,
        paymentStatus: memberships.paymentStatus,
        waitListed: memberships.waitListed,
      },
      isAdmin,
      totalMembers,
      totalCircles,
      pending: adminsOnly(membersWith('pending')),
      rejected: adminsOnly(membersWith('rejected')),
      unverified: adminsOnly(unverifiedMembers),
      followed: sql<boolean>`exists (select 1 from ${follows} as f where f.follower_id = ${viewerId} and f.target_id = ${groups.id} and f.target_type <> 'user')`,
      isCertified: sql<boolean>`coalesce((select gp.is_certified from ${groupProfiles} as gp where gp.user_id = ${viewerId}), false)`,
      topicsDetailed: topicsDetailed(viewerId),
      donationDetails,
    })
    .from(groups)
    .leftJoin(parentGroup, parentJoin(viewerId))
    .leftJoin(memberships, and(eq(memberships.groupId, groups.id), eq(memberships.userId, viewerId)))
    .where(and(where, visibleToViewer(groups.pendingAuthorId, viewerId)))
    .prepare(`group_detail_${key}`);
}

const detailStatements = perDatabaseAndKey(detailStatement);

/** One group with the viewer's standing in it (see `detailStatement`), or null when the viewer may not see it. */
export async function readGroupDetail(
  db: Database,
  pick: GroupPick,
  viewer: Viewer,
  { recordVisit = false }: { recordVisit?: boolean } = {},
): Promise<GroupDetail | null> {
  const visit = recordVisit && viewer !== null;
  const statement = detailStatements(db, `${pick.by}${visit ? '_visit' : ''}`, pick.by, visit);
  const [row] = await statement.execute({
    groupId: pick.by === 'id' ? pick.id : undefined,
    slug: pick.by === 'slug' ? pick.slug : undefined,
    viewerId: viewer?.id ?? 0,
    isStaff: viewer?.isStaff ?? false,
  });
  if (!row) return null;

  const { group, membership } = row;
  const extra = group.extraInfo;
  const dated = group.groupType === 'circle' || group.groupType === 'event';
  return {
    id: group.id,
    name: group.name,
    name_slug: group.nameSlug,
    group_type: group.groupType,
    logo: group.logo,
    cover_image: group.coverImage,
    description: group.description,
    objective: group.objective,
    member_requirements: group.memberRequirements,
    country: group.country,
    topics: group.topics,
    topics_detailed: row.topicsDetailed,
    parent_group: toGroupBrief(row.parent),
    total_members: row.totalMembers,
    total_circles: row.totalCircles,
    maximum_size: group.maximumSize,
    pending_members_count: row.pending,
    rejected_members_count: row.rejected,
    unverified_members_count: row.unverified,
    membership_status: membership?.status ?? null,
    membership_type: membership?.type ?? null,
    role: membership?.role ?? null,
    wait_listed: membership?.waitListed ?? false,
    payment_status: membership?.paymentStatus ?? null,
    is_admin: row.isAdmin,
    followed: row.followed,
    publicity: group.publicity,
    privacy: group.privacy,
    price: group.priceCents === null ? null : group.priceCents / 100,
    discount: group.discount,
    paid_features: group.paidFeatures,
    start_date: iso(group.startDate),
    end_date: iso(group.endDate),
    application_open_date: iso(group.applicationOpenDate),
    application_close_date: iso(group.applicationCloseDate),
    event_type: group.eventType,
    extra_info: {
      questions: storedQuestions(extra),
      is_external: extra.is_external === true,
      external_link: typeof extra.external_link === 'string' ? extra.external_link : null,
      program_type: typeof extra.program_type === 'string' ? extra.program_type : null,
    },
    relevant_sdgs: group.relevantSdgs,
    use_cases: group.useCases,
    career_stages: group.careerStages,
    duration: group.duration,
    is_verified: group.isVerified,
    is_influencer: group.isInfluencer,
    is_certified: row.isCertified,
    lifecycle: dated
      ? circleLifecycle({
          start_date: group.startDate,
          end_date: group.endDate,
          application_open_date: group.applicationOpenDate,
          application_close_date: group.applicationCloseDate,
        })
      : null,
    donation_details: row.donationDetails,
    google_classroom_id: row.isAdmin ? group.googleClassroomId : null,
    classroom_access: group.classroomAccess,
  };
}

export const groupById = (id: number): GroupPick => ({ by: 'id', id });
export const groupBySlug = (slug: string): GroupPick => ({ by: 'slug', slug });
