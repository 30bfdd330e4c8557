import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, DbId, Identity, PATHS } from '@trellis/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser, sessionEnded, signedInAccess } from '../../auth/request-user.ts';
import { hostName } from '../site-config/site-lookup.ts';
import { identityRead } from './identity-read.ts';
import { pickCurrentOrganization } from './user-organizations.ts';

const IdentityQuery = z.object({ current_org: DbId.optional() });

export const identityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    PATHS.identity,
    {
      onRequest: requireUser,
      config: { sessionInQuery: true },
      schema: {
        tags: ['identity'],
        summary: 'The signed-in user',
        querystring: IdentityQuery,
        response: { 200: Identity, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const [row] = await identityRead(db).execute({ ...signedInAccess(request), host: hostName(request.headers.host) });
      if (!row) throw sessionEnded();
      // Without current_org, a member arriving on a site lands in that site's organization when they belong to it.
      const siteOrganization = row.organizations.find((org) => org.id === row.siteOrganizationId && org.membership_status === 'accepted');
      return {
        id: row.id,
        first_name: row.firstName,
        profile: row.profile,
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
    },
  );
};
