import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import { checkViewer } from '../../auth/request-user.ts';
import { viewerAccess } from '../../auth/viewer-source.ts';
import { listCircles, listEvents, listUserCircles } from './program-lists.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { groupEndpoints } from '@trellis/contracts/endpoints';

/** The public circle and event lists, and the circles one member belongs to: each one statement, the caller's session included. */
export const circlesEventsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, groupEndpoints.circles, { config: { sessionInQuery: true } }, async (request) => {
    const window = pageWindow(request.query, PAGE_SIZES.circlesList);
    const { viewerId, data, count } = await listCircles(db, request.query, window, viewerAccess(request));
    checkViewer(request, viewerId);
    return pageAnswer(data, count, window);
  });

  route(app, groupEndpoints.events, { config: { sessionInQuery: true } }, async (request) => {
    const window = pageWindow(request.query, PAGE_SIZES.eventsList);
    const { viewerId, data, count } = await listEvents(db, request.query, window, viewerAccess(request));
    checkViewer(request, viewerId);
    return pageAnswer(data, count, window);
  });

  route(app, groupEndpoints.userCircles, { config: { sessionInQuery: true } }, async (request) => {
    const window = pageWindow(request.query, PAGE_SIZES.circlesList);
    const { viewerId, data, count } = await listUserCircles(db, request.params.id, window, viewerAccess(request));
    checkViewer(request, viewerId);
    return pageAnswer(data, count, window);
  });
};
