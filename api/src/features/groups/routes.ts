import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import { checkViewer, requireUser, sessionEnded, signedInAccess } from '../../auth/request-user.ts';
import { viewerAccess } from '../../auth/viewer-source.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { SERVER_MESSAGES } from '../../http/server-messages.ts';
import { hostName } from '../site-config/site-lookup.ts';
import { adminMetricsRead } from './admin-metrics.ts';
import { listGroupCards } from './group-cards.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { groupEndpoints } from '@trellis/contracts/endpoints';

export const groupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, groupEndpoints.list, { config: { sessionInQuery: true } }, async (request) => {
    const window = pageWindow(request.query, PAGE_SIZES.organizations);
    const { viewerId, data, count } = await listGroupCards(db, request.query, window, viewerAccess(request));
    checkViewer(request, viewerId);
    return pageAnswer(data, count, window);
  });

  route(app, groupEndpoints.metrics, { onRequest: requireUser, config: { sessionInQuery: true } }, async (request) => {
    const [row] = await adminMetricsRead(db).execute({
      ...signedInAccess(request),
      currentOrg: request.query.current_org ?? null,
      host: hostName(request.headers.host),
    });
    if (!row) throw sessionEnded();
    if (!row.organization) throw notFound(SERVER_MESSAGES.noOrganization);
    if (!row.counts) throw forbidden();
    return { organization: row.organization, ...row.counts };
  });
};
