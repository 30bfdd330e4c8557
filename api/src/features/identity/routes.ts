import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, DbId, Identity, PATHS, type UserSubscription } from '@trellis/shared/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { notifications, subscriptionPlans, userSubscriptions } from '../../db/schema/index.ts';
import { unauthorized } from '../../http/errors.ts';
import { findSite } from '../site-config/site-lookup.ts';
import { loadCareerEntries, loadProfileBundle, toGroupProfile, toProfile } from '../profiles/profile-view.ts';
import { listUserOrganizations, pickCurrentOrganization } from './user-organizations.ts';

const IdentityQuery = z.object({ current_org: DbId.optional() });

async function loadSubscription(db: Database, userId: number): Promise<UserSubscription> {
  const [row] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  const tier = row?.appliedMembershipTier ?? 0;
  const [plan] = await db
    .select({ name: subscriptionPlans.name })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.subscriptionTier, tier), eq(subscriptionPlans.isActive, true)))
    .limit(1);
  return {
    applied_membership_tier: tier,
    tier_name: plan?.name || `Tier ${tier}`,
    payment_status: row?.paymentStatus ?? null,
    is_institutional_membership: row?.isInstitutionalMembership ?? false,
    one_to_one_chat: row?.oneToOneChat ?? false,
    use_ama: row?.useAma ?? false,
    circle_discount_percent: row?.circleDiscountPercent ?? 0,
  };
}

export const identityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    PATHS.identity,
    {
      onRequest: requireUser,
      schema: {
        tags: ['identity'],
        summary: 'The signed-in user',
        querystring: IdentityQuery,
        response: { 200: Identity, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const bundle = await loadProfileBundle(db, { userId: user.id }, user.id);
      if (!bundle) throw unauthorized();
      const [organizations, subscription, career, [unread], site] = await Promise.all([
        listUserOrganizations(db, user.id),
        loadSubscription(db, user.id),
        loadCareerEntries(db, user.id, user.id),
        db
          .select({ value: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false))),
        findSite(db, request.headers.host),
      ]);
      // Without current_org, a member arriving on a site lands in that site's organization when they belong to it.
      const siteOrganization = organizations.find((org) => org.id === site?.organization?.id && org.membership_status === 'accepted');
      return {
        id: user.id,
        first_name: bundle.user.firstName,
        profile: toProfile(bundle),
        group_profile: bundle.groupProfile ? toGroupProfile(bundle.groupProfile) : null,
        organization: pickCurrentOrganization(organizations, request.query.current_org ?? siteOrganization?.id),
        switchable_orgs: organizations,
        user_subscription: subscription,
        is_verified: bundle.user.isVerified,
        is_trial_user: bundle.user.isTrialUser,
        is_staff: bundle.user.isStaff,
        unread_notifications_count: unread?.value ?? 0,
        work_experiences: career.work,
        education_background: career.education,
      };
    },
  );
};
