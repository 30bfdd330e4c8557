import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import { listCircles, listEvents, listUserCircles } from './program-lists.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { groupEndpoints } from '@trellis/contracts/endpoints';

/** The public circle and event lists, and the circles one member belongs to. */
export const circlesEventsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, groupEndpoints.circles, {}, async (request) => {
    const window = pageWindow(request.query, PAGE_SIZES.circlesList);
    const { data, count } = await listCircles(db, request.query, window, request.user?.id ?? null);
    return pageAnswer(data, count, window);
  });

  route(app, groupEndpoints.events, {}, async (request) => {
    const window = pageWindow(request.query, PAGE_SIZES.eventsList);
    const { data, count } = await listEvents(db, request.query, window, request.user?.id ?? null);
    return pageAnswer(data, count, window);
  });

  route(app, groupEndpoints.userCircles, {}, async (request) => {
    const window = pageWindow(request.query, PAGE_SIZES.circlesList);
    const { data, count } = await listUserCircles(db, request.params.id, window, request.user?.id ?? null);
    return pageAnswer(data, count, window);
  });
};
