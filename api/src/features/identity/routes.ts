import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { requireUser, sessionEnded, signedInAccess } from '../../auth/request-user.ts';
import { route } from '../../http/route.ts';
import { hostName } from '../site-config/site-lookup.ts';
import { readIdentity } from './identity-read.ts';
import { pickCurrentOrganization } from './user-organizations.ts';

export const identityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, fileGrants, identityCache }) => {
  route(app, identityEndpoints.identity, { onRequest: requireUser, config: { sessionInQuery: true } }, async (request) => {
    const row = await readIdentity(db, identityCache, signedInAccess(request), hostName(request.headers.host));
    if (!row) throw sessionEnded();
    // Without current_org, a member arriving on a site lands in that site's organization when they belong to it.
    const siteOrganization = row.organizations.find((org) => org.id === row.siteOrganizationId && org.membership_status === 'accepted');
    return {
      id: row.id,
      first_name: row.firstName,
      // The resume opens only for whom it may concern (see the media route); its owner gets an address that says so.
      profile: { ...row.profile, resume: fileGrants.grant(row.profile.resume, row.id) },
      group_profile: row.groupProfile,
      organization: pickCurrentOrganization(row.organizations, request.query.current_org ?? siteOrganization?.id),
      switchable_orgs: row.organizations,
      user_subscription: row.subscription,
      is_verified: row.isVerified,
      is_trial_user: row.isTrialUser,
      is_staff: row.isStaff,
      unread_notifications_count: row.unreadNotifications,
      work_experiences: row.work,
      education_background: row.education,
    };
  });
};
