import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { notFound } from '../../http/errors.ts';
import { findSite } from '../site-config/site-lookup.ts';
import { acceptedOrganization, findOrganization, joinOrganization, makeDefault, toBrief } from './organization-memberships.ts';
import { joinableServices, serviceOf } from './services.ts';
import { siteOrganizations } from './site-organizations.ts';
import { route } from '../../http/route.ts';
import { organizationEndpoints } from '@trellis/contracts/endpoints';

/** Organization switching: the site's organizations, switching, the default organization and other services. */
export const organizationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, organizationEndpoints.siteOrganizations, {}, async (request) => ({
    data: await siteOrganizations(db, request.query.domain ?? request.headers.host),
  }));

  route(app, organizationEndpoints.siteDefault, {}, async (request) => {
    const id = (await findSite(db, request.headers.host))?.organization?.id;
    if (id === undefined) throw notFound();
    return toBrief(await findOrganization(db, id, null));
  });

  route(app, organizationEndpoints.joinDefault, { onRequest: requireUser }, async (request) => {
    const userId = signedInUser(request).id;
    return joinOrganization(db, userId, await findOrganization(db, request.params.id, userId));
  });

  route(app, organizationEndpoints.switch, { onRequest: requireUser }, async (request) => {
    const userId = signedInUser(request).id;
    await findOrganization(db, request.body.group_id, userId);
    return acceptedOrganization(db, userId, request.body.group_id);
  });

  route(app, organizationEndpoints.setDefault, { onRequest: requireUser }, async (request) => {
    const userId = signedInUser(request).id;
    await findOrganization(db, request.body.group_id, userId);
    const organization = await acceptedOrganization(db, userId, request.body.group_id);
    await makeDefault(db, userId, organization.id);
    return { ...organization, is_default: true };
  });

  route(app, organizationEndpoints.services, { onRequest: requireUser }, async (request) => ({
    data: await joinableServices(db, signedInUser(request).id, request.headers.host),
  }));

  route(app, organizationEndpoints.joinService, { onRequest: requireUser }, async (request) => {
    const service = await serviceOf(db, request.body.group_id);
    if (!service) throw notFound();
    const joined = await joinOrganization(db, signedInUser(request).id, service.group);
    return { ...joined, domain: service.host };
  });
};
