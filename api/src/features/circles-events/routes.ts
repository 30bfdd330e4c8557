import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_SIZES } from '@trellis/shared/constants';
import type { AppContext } from '../../app-context.ts';
import { listCircles, listEvents, listUserCircles } from './program-lists.ts';
import { route } from '../../http/route.ts';
import { groupEndpoints } from '@trellis/shared/endpoints';

/** The public circle and event lists, and the circles one member belongs to. */
export const circlesEventsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, groupEndpoints.circles, {}, async (request) => {
    const pageSize = request.query.page_size ?? PAGE_SIZES.circlesList;
    const { data, count } = await listCircles(db, request.query, {
      page: request.query.page,
      pageSize,
      viewerId: request.user?.id ?? null,
    });
    return { data, pagination: { count, page: request.query.page, page_size: pageSize } };
  });

  route(app, groupEndpoints.events, {}, async (request) => {
    const pageSize = request.query.page_size ?? PAGE_SIZES.eventsList;
    const { data, count } = await listEvents(db, request.query, {
      page: request.query.page,
      pageSize,
      viewerId: request.user?.id ?? null,
    });
    return { data, pagination: { count, page: request.query.page, page_size: pageSize } };
  });

  route(app, groupEndpoints.userCircles, {}, async (request) => {
    const pageSize = request.query.page_size ?? PAGE_SIZES.circlesList;
    const { data, count } = await listUserCircles(db, request.params.id, {
      page: request.query.page,
      pageSize,
      viewerId: request.user?.id ?? null,
    });
    return { data, pagination: { count, page: request.query.page, page_size: pageSize } };
  });
};
