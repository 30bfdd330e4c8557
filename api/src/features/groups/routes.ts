import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_LEVEL_ROLES,
  AdminMetrics,
  AdminMetricsQuery,
  ApiErrorBody,
  DbId,
  GroupList,
  GroupListQuery,
  PATHS,
} from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { groups, memberships } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { SERVER_MESSAGES } from '../../http/server-messages.ts';
import { findSite } from '../site-config/site-lookup.ts';
import { organizationMetrics } from './admin-metrics.ts';
import { listGroupCards } from './group-cards.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';

const MetricsQuery = AdminMetricsQuery.extend({ current_org: DbId.optional() });

export const groupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    PATHS.groups,
    {
      schema: {
        tags: ['groups'],
        summary: 'Organizations, institutions, circles and events',
        querystring: GroupListQuery,
        response: { 200: GroupList },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, PAGE_SIZES.organizations);
      const { data, count } = await listGroupCards(db, request.query, window, request.user?.id ?? null);
      return pageAnswer(data, count, window);
    },
  );

  app.get(
    PATHS.groupMetrics,
    {
      onRequest: requireUser,
      schema: {
        tags: ['admin'],
        summary: 'Admin dashboard cards of current_org, else of the default organization',
        querystring: MetricsQuery,
        response: { 200: AdminMetrics, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const organizationId =
        request.query.current_org ??
        (
          await db
            .select({ id: memberships.groupId })
            .from(memberships)
            .where(and(eq(memberships.userId, user.id), eq(memberships.isDefault, true)))
        )[0]?.id ??
        (user.isStaff ? (await findSite(db, request.headers.host))?.organization?.id : undefined);
      if (organizationId === undefined) throw notFound(SERVER_MESSAGES.noOrganization);

      const [organization] = await db.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.id, organizationId));
      if (!organization) throw notFound(SERVER_MESSAGES.noOrganization);

      if (!user.isStaff) {
        const [administers] = await db
          .select({ id: memberships.id })
          .from(memberships)
          .where(
            and(
              eq(memberships.userId, user.id),
              eq(memberships.groupId, organization.id),
              eq(memberships.status, 'accepted'),
              inArray(memberships.role, [...ADMIN_LEVEL_ROLES]),
            ),
          );
        if (!administers) throw forbidden();
      }
      return organizationMetrics(db, organization);
    },
  );
};
