import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  DbId,
  DefaultOrganizationsQuery,
  GroupIdBody,
  OrganizationBrief,
  OrganizationBriefList,
  OrganizationSummary,
  PATHS,
  ROUTES,
  ServiceList,
} from '@trellis/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { notFound } from '../../http/errors.ts';
import { findSite } from '../site-config/site-lookup.ts';
import { acceptedOrganization, findOrganization, joinOrganization, makeDefault, toBrief } from './organization-memberships.ts';
import { joinableServices, serviceOf } from './services.ts';
import { siteOrganizations } from './site-organizations.ts';

const SIGNED_IN_ERRORS = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Organization switching: the site's organizations, switching, the default organization and other services. */
export const organizationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    PATHS.defaultOrganizations,
    {
      schema: {
        tags: ['organizations'],
        summary: "Public organizations of a site (default: the Host header's), its default organization first",
        querystring: DefaultOrganizationsQuery,
        response: { 200: OrganizationBriefList, 400: ApiErrorBody },
      },
    },
    async (request) => ({ data: await siteOrganizations(db, request.query.domain ?? request.headers.host) }),
  );

  app.get(
    PATHS.siteDefaultOrganization,
    {
      schema: {
        tags: ['organizations'],
        summary: 'The default organization of the site of the Host header',
        response: { 200: OrganizationBrief, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const id = (await findSite(db, request.headers.host))?.organization?.id;
      if (id === undefined) throw notFound();
      return toBrief(await findOrganization(db, id, null));
    },
  );

  app.post(
    ROUTES.joinDefault,
    {
      onRequest: requireUser,
      schema: {
        tags: ['organizations'],
        summary: 'Join a public organization: open ones accept at once, closed ones leave the request pending',
        params: z.object({ id: DbId }),
        response: { 200: OrganizationSummary, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      return joinOrganization(db, userId, await findOrganization(db, request.params.id, userId));
    },
  );

  app.post(
    PATHS.switchOrganization,
    {
      onRequest: requireUser,
      schema: {
        tags: ['organizations'],
        summary: 'Check that the user may switch to an organization (accepted member) and describe it, domain included',
        body: GroupIdBody,
        response: { 200: OrganizationSummary, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await findOrganization(db, request.body.group_id, userId);
      return acceptedOrganization(db, userId, request.body.group_id);
    },
  );

  app.post(
    PATHS.defaultOrganization,
    {
      onRequest: requireUser,
      schema: {
        tags: ['organizations'],
        summary: 'Make an organization the user belongs to their default one',
        body: GroupIdBody,
        response: { 200: OrganizationSummary, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await findOrganization(db, request.body.group_id, userId);
      const organization = await acceptedOrganization(db, userId, request.body.group_id);
      await makeDefault(db, userId, organization.id);
      return { ...organization, is_default: true };
    },
  );

  app.get(
    PATHS.services,
    {
      onRequest: requireUser,
      schema: {
        tags: ['organizations'],
        summary: 'Other sites the user may join, each through its default organization',
        response: { 200: ServiceList, 401: ApiErrorBody },
      },
    },
    async (request) => ({ data: await joinableServices(db, signedInUser(request).id, request.headers.host) }),
  );

  app.post(
    PATHS.joinService,
    {
      onRequest: requireUser,
      schema: {
        tags: ['organizations'],
        summary: "Join another site's default organization; the client then moves to the site's domain",
        body: GroupIdBody,
        response: { 200: OrganizationSummary, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => {
      const service = await serviceOf(db, request.body.group_id);
      if (!service) throw notFound();
      const joined = await joinOrganization(db, signedInUser(request).id, service.group);
      return { ...joined, domain: service.host };
    },
  );
};
