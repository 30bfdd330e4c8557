import { eq, sql } from 'drizzle-orm';
import type { UserSubscription } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { activeSessionOf, activeSessionUser } from '../../auth/request-user.ts';
import { perDatabase } from '../../db/prepared.ts';
import { groupProfiles, groups, profiles, sessions, users } from '../../db/schema/index.ts';
import { FALLBACK_HOST } from '../../db/seed/demo-sites.ts';
import { careerEntriesJson, groupProfileJson, profileJson, visibleInstitution } from '../profiles/profile-json.ts';
import type { IdentityCache } from './identity-cache.ts';
import { userOrganizationsJson } from './user-organizations.ts';

/** The applied tier with its plan's name (or "Tier n" when no active plan names it), free tier 0 without a subscription. */
const subscriptionJson = sql<UserSubscription>`(select json_build_object(
    'applied_membership_tier', coalesce(us.applied_membership_tier, 0),
    'tier_name', coalesce(nullif(plan.name, ''), 'Tier ' || coalesce(us.applied_membership_tier, 0)),
    'payment_status', us.payment_status,
    'is_institutional_membership', coalesce(us.is_institutional_membership, false),
    'one_to_one_chat', coalesce(us.one_to_one_chat, false),
    'use_ama', coalesce(us.use_ama, false),
    'circle_discount_percent', coalesce(us.circle_discount_percent, 0),
    'can_view_premium_resources', coalesce(us.can_view_premium_resources, false),
    'can_create_membership_card', coalesce(us.can_create_membership_card, false),
    'stripe_membership_recurring_duration', price.recurring
  )
  from (select 1) as one
  left join user_subscriptions us on us.user_id = ${users.id}
  left join subscription_prices price on price.id = us.price_id
    and us.status in ('trialing', 'active', 'past_due')
  left join lateral (
    select sp.name from subscription_plans sp
    where sp.subscription_tier = coalesce(us.applied_membership_tier, 0) and sp.is_active limit 1
  ) plan on true)`;

/** The default organization of the site of the Host header, the fallback site's for a host no site claims. */
export const siteOrganizationId = sql<number | null>`(select s.default_organization_id from sites s
  where s.host in (${sql.placeholder('host')}, ${FALLBACK_HOST})
  order by s.host = ${sql.placeholder('host')} desc limit 1)`;

/**
 * Everything GET /identity/ answers, with the session check of the bearer token, in one statement: no row means
 * the session ended or the user is gone. Placeholders: `userId`, `sessionId`, `host` (the Host header's name).
 */
const identityRead = perDatabase((db) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      isVerified: users.isVerified,
      isTrialUser: users.isTrialUser,
      isStaff: users.isStaff,
      profile: profileJson(users.id),
      groupProfile: groupProfileJson,
      organizations: userOrganizationsJson(users.id),
      siteOrganizationId,
      subscription: subscriptionJson,
      unreadNotifications: sql<number>`(select count(*)::int from notifications n where n.user_id = ${users.id} and not n.is_read)`,
      work: careerEntriesJson(users.id, 'work', users.id),
      education: careerEntriesJson(users.id, 'education', users.id),
    })
    .from(users)
    .innerJoin(sessions, activeSessionOf())
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(groupProfiles, eq(groupProfiles.userId, users.id))
    .leftJoin(groups, visibleInstitution(users.id))
    .prepare('identity_read'),
);

export type IdentityRow = Awaited<ReturnType<ReturnType<typeof identityRead>['execute']>>[number];
export type IdentityAnswerCache = IdentityCache<IdentityRow>;

/**
 * The identity of a session on the site of `host`; undefined when the session ended. A kept answer is served after
 * the session is checked, with the user's flags as they stand now: whatever the notifications of changes, a signed-out
 * session or a deactivated user is refused on its next request, on every instance. Either way one statement runs.
 */
export async function readIdentity(
  db: Database,
  cache: IdentityAnswerCache,
  access: { userId: number; sessionId: string },
  host: string,
): Promise<IdentityRow | undefined> {
  const key = `${access.sessionId} ${host}`;
  const kept = cache.get(key, access.userId);
  if (kept) {
    const user = await activeSessionUser(db, access);
    return user && { ...kept, ...user };
  }
  return cache.remember(key, access.userId, async () => {
    const [row] = await identityRead(db).execute({ ...access, host });
    return row;
  });
}
